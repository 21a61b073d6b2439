import { Alert, Button, Switch, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { format, formatPhone, messages } from '@vizitas/shared';
import { ADMIN_CLIENT_FIELD_MESSAGES, type AdminClientCard } from '@vizitas/shared/schemas/admin/clients';
import { closeModal, openModal } from '~/components/dialogs/modal-store';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { formatPrice } from '~/lib/format';
import { useClientCard } from '~/features/admin-clients/api/get-client-card';
import { useSaveClientCard } from '~/features/admin-clients/api/save-client-card';
import {
  CARD_TEXT_FIELDS,
  CARD_TEXT_MAX,
  changedTexts,
  textsOf,
  tooLong,
  type CardTextField,
  type CardTexts,
} from '~/features/admin-clients/model/client-card-form';
import { formatClientDate, formatVisitWhen, telHref, VISIT_STATUS_LABELS } from '~/features/admin-clients/model/client-format';
import { BLOCK_CLIENT_DIALOG, BlockDialog } from './block-dialog';
import './admin-clients.css';

const t = messages.adminClients.card;
const l = messages.adminClients;

const FIELD_TEXTS: Readonly<Record<CardTextField, { label: string; hint: string; tooLong: string }>> = {
  notes: { label: t.notes, hint: t.notesHint, tooLong: ADMIN_CLIENT_FIELD_MESSAGES.notes },
  allergies: { label: t.allergies, hint: t.allergiesHint, tooLong: ADMIN_CLIENT_FIELD_MESSAGES.allergies },
  preferences: { label: t.preferences, hint: t.preferencesHint, tooLong: ADMIN_CLIENT_FIELD_MESSAGES.preferences },
};

export interface ClientCardPageProps {
  business: string | null;
  userId: string;
  initial: AdminClientCard;
  listHref: string;
}

function History({ history }: { history: AdminClientCard['history'] }) {
  const figures: Array<[string, string]> = [
    [t.visitCount, String(history.visitCount)],
    [t.totalSpent, formatPrice(history.totalSpentCents)],
    [t.noShows, String(history.noShowCount)],
    [t.cancellations, String(history.cancellationCount)],
    [t.lastVisit, history.lastVisitAt ? formatClientDate(history.lastVisitAt) : t.none],
    [t.nextVisit, history.nextVisitAt ? formatClientDate(history.nextVisitAt) : t.none],
  ];
  return (
    <section className="vz-ac-panel" aria-labelledby="vz-ac-history">
      <h2 className="vz-ac-panel__title" id="vz-ac-history">
        {t.historyTitle}
      </h2>
      <dl className="vz-ac-figures">
        {figures.map(([label, value]) => (
          <div key={label} className="vz-ac-figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="vz-ac-panel__subtitle">{t.recentTitle}</h3>
      {history.recent.length === 0 ? (
        <p className="vz-ac-muted">{t.recentEmpty}</p>
      ) : (
        <ul className="vz-ac-visits">
          {history.recent.map((visit) => (
            <li key={visit.id} className="vz-ac-visit">
              <span className="vz-ac-visit__when">{formatVisitWhen(visit)}</span>
              <span>{visit.services.join(', ')}</span>
              <span className="vz-ac-muted">
                {visit.specialistName} · {formatPrice(visit.priceCents)}
              </span>
              <span className={`vz-ac-status vz-ac-status--${visit.status}`}>{VISIT_STATUS_LABELS[visit.status]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * `/administratorius/klientai/{id}`: the business's private card about one client (notes,
 * allergies, preferences), the switch that blocks her from booking online (after a question),
 * and her visit history with the business.
 */
export function ClientCardPage({ business, userId, initial, listHref }: ClientCardPageProps) {
  const query = useClientCard(business, userId, initial);
  const card = query.data ?? initial;
  const save = useSaveClientCard(business, userId);
  const [typed, setTyped] = useState<CardTexts>(() => textsOf(card.card));
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<CardTextField[]>([]);
  const [savingBlock, setSavingBlock] = useState(false);
  const savedTexts = textsOf(card.card);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const over = tooLong(typed);
    setInvalid(over);
    if (over.length > 0) return;
    const changes = changedTexts(savedTexts, typed);
    if (!changes) {
      setNotice(t.unchanged);
      return;
    }
    setNotice(null);
    save.mutate(changes, {
      // The form shows what was saved (trimmed); a block switched meanwhile keeps the typed texts.
      onSuccess: (saved) => {
        setTyped(textsOf(saved.card));
        showToast({ type: 'success', message: t.saved });
      },
      onError: (error) => setFormError(errorMessage(error)),
    });
  };

  const setBlocked = (blocked: boolean) => {
    setSavingBlock(true);
    save.mutate(
      { blocked },
      {
        onSuccess: () => {
          closeModal(BLOCK_CLIENT_DIALOG);
          showToast({ type: 'success', message: blocked ? t.blockedToast : t.unblockedToast });
        },
        onError: (error) => {
          closeModal(BLOCK_CLIENT_DIALOG);
          showToast({ type: 'danger', message: errorMessage(error) });
        },
        onSettled: () => setSavingBlock(false),
      },
    );
  };
  const onSwitch = (checked: boolean) => {
    if (checked) openModal(BLOCK_CLIENT_DIALOG);
    else setBlocked(false);
  };

  const updated = card.card.updatedAt
    ? card.card.updatedBy?.name
      ? format(t.updated, { date: formatClientDate(card.card.updatedAt), name: card.card.updatedBy.name })
      : format(t.updatedNoName, { date: formatClientDate(card.card.updatedAt) })
    : null;
  const savingTexts = save.isPending && !savingBlock;
  return (
    <div className="vz-ac">
      <p className="vz-ac-back">
        <Link to={listHref}>{t.back}</Link>
      </p>
      <header className="vz-ac-header">
        <h1 className="vz-admin-page__title">{card.client.name}</h1>
        {card.card.blocked ? <span className="vz-ac-badge vz-ac-badge--blocked">{l.blocked}</span> : null}
      </header>
      <section className="vz-ac-contacts" aria-label={t.contacts}>
        {card.client.phone ? <a href={telHref(card.client.phone)}>{formatPhone(card.client.phone)}</a> : <span className="vz-ac-muted">{t.noPhone}</span>}
        {card.client.email ? <a href={`mailto:${card.client.email}`}>{card.client.email}</a> : null}
      </section>

      <div className="vz-ac-columns">
        <div className="vz-ac-column">
          <form className="vz-ac-panel" aria-labelledby="vz-ac-form" onSubmit={submit} noValidate>
            <h2 className="vz-ac-panel__title" id="vz-ac-form">
              {t.formTitle}
            </h2>
            <p className="vz-ac-muted">{t.formIntro}</p>
            {CARD_TEXT_FIELDS.map((field) => (
              <div key={field}>
                <Textarea
                  name={field}
                  label={FIELD_TEXTS[field].label}
                  description={FIELD_TEXTS[field].hint}
                  value={typed[field]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setTyped((current) => ({ ...current, [field]: value }));
                  }}
                  error={invalid.includes(field) ? FIELD_TEXTS[field].tooLong : undefined}
                  autosize
                  minRows={field === 'notes' ? 4 : 2}
                  maxRows={12}
                  disabled={savingTexts}
                />
                <p className="vz-ac-muted vz-ac-counter" aria-live="off">
                  {format(t.counter, { count: typed[field].trim().length, max: CARD_TEXT_MAX[field] })}
                </p>
              </div>
            ))}
            {formError ? (
              <Alert color="red" role="alert" className="vz-ac-alert">
                <p>{formError}</p>
              </Alert>
            ) : null}
            <div className="vz-ac-form__footer">
              <Button type="submit" className="vz-ac-touch" loading={savingTexts}>
                {savingTexts ? t.saving : t.save}
              </Button>
              {updated ? <span className="vz-ac-muted">{updated}</span> : null}
            </div>
            <p className="vz-ac-muted" role="status">
              {notice}
            </p>
          </form>

          <section className="vz-ac-panel" aria-labelledby="vz-ac-block">
            <h2 className="vz-ac-panel__title" id="vz-ac-block">
              {t.blockTitle}
            </h2>
            <Switch
              size="md"
              color="red"
              label={t.blockLabel}
              description={t.blockHint}
              checked={card.card.blocked}
              disabled={savingBlock}
              onChange={(event) => onSwitch(event.currentTarget.checked)}
            />
            {card.card.blocked ? (
              <p className="vz-ac-blocked-note" role="status">
                {t.blockedNow}
              </p>
            ) : null}
          </section>
        </div>
        <div className="vz-ac-column">
          {query.isError && !query.data ? (
            <Alert color="red" role="alert">
              {t.loadError}
            </Alert>
          ) : null}
          <History history={card.history} />
        </div>
      </div>
      <BlockDialog name={card.client.name} busy={savingBlock} onConfirm={() => setBlocked(true)} />
    </div>
  );
}
