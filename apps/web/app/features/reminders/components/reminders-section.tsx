import { Alert, Button } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { format, generatePath, messages } from '@vizitas/shared';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import {
  fetchReminderSettings,
  reminderSettingsKey,
  saveReminderSettings,
  type ReminderSettings,
} from '~/features/reminders/api/reminders-api';
import {
  needsPremium,
  offsetsOf,
  REMINDER_CHOICES,
  reminderChoiceOf,
  type ReminderChoiceId,
} from '~/features/reminders/model/premium-dialog';
import { offerPremium, PremiumModal } from './premium-offer';
import './reminders.css';

const t = messages.reminderSettings;
const c = messages.adminCatalogue;

export const REMINDERS_SECTION_ID = 'priminimai';

const when = new Intl.DateTimeFormat('lt-LT', { timeZone: 'Europe/Vilnius', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function Rows({ rows, empty }: { rows: Array<{ key: string; text: string }>; empty: string }) {
  if (rows.length === 0) return <p className="vz-settings-muted">{empty}</p>;
  return (
    <ul className="vz-reminders__list">
      {rows.map((row) => (
        <li key={row.key}>{row.text}</li>
      ))}
    </ul>
  );
}

/**
 * The settings page's reminders section (docs/decisions/028): none, 24 h, 2 h or both before each
 * confirmed visit. The 2 h reminder is the premium plan's: an owner of a free-plan business who
 * picks it is offered the plan (the premium_modal through the dialog queue) and her choice stays.
 * Staff see the choice and the lists, read-only.
 */
export function RemindersSection({ businessId }: { businessId: string }) {
  const client = useQueryClient();
  const settings = useQuery({ queryKey: reminderSettingsKey(businessId), queryFn: ({ signal }) => fetchReminderSettings(businessId, signal) });
  const save = useMutation({
    mutationFn: (choice: ReminderChoiceId) => saveReminderSettings(businessId, { offsetsMin: offsetsOf(choice) }),
    onSuccess: (answer) => client.setQueryData(reminderSettingsKey(businessId), answer),
  });
  const [choice, setChoice] = useState<ReminderChoiceId | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data && choice === null) setChoice(reminderChoiceOf(settings.data.offsetsMin));
  }, [settings.data, choice]);

  const data: ReminderSettings | undefined = settings.data;
  const pick = (next: ReminderChoiceId) => {
    if (!data) return;
    if (needsPremium(next) && data.plan !== 'premium') {
      offerPremium({ businessId, feature: 'reminder_2h' });
      return;
    }
    setChoice(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    setProblem(null);
    save.mutate(choice, {
      onSuccess: () => showToast({ type: 'success', message: t.saved }),
      onError: (error) => {
        setProblem(errorMessage(error));
        if ((error as { code?: string }).code === 'premium_required') offerPremium({ businessId, feature: 'reminder_2h' });
      },
    });
  };

  const headingId = `${REMINDERS_SECTION_ID}-title`;
  const kindText = (kind: keyof typeof t.kinds) => t.kinds[kind];
  return (
    <section className="vz-settings-section vz-reminders" id={REMINDERS_SECTION_ID} aria-labelledby={headingId}>
      <h2 className="vz-settings-section__title" id={headingId}>
        {t.title}
      </h2>
      <p className="vz-settings-muted">{t.intro}</p>
      <p className="vz-settings-muted">
        {t.ownSettings} <a href={generatePath('profile', { _fragment: 'pranesimu-nustatymai' })}>{t.ownSettingsLink}</a>.
      </p>
      <PremiumModal />
      {!data || !choice ? (
        settings.isError ? (
          <Alert color="red" role="alert">
            <p>{t.loadFailed}</p>
            <Button variant="white" color="red" mt="xs" onClick={() => void settings.refetch()}>
              {c.retry}
            </Button>
          </Alert>
        ) : (
          <p className="vz-settings-muted" role="status">
            {t.loading}
          </p>
        )
      ) : (
        <>
          <form className="vz-admin-fields vz-settings-form" onSubmit={submit} noValidate>
            {problem ? (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            ) : null}
            {!data.canEdit ? <p className="vz-settings-muted">{t.readOnly}</p> : null}
            <fieldset className="vz-field vz-field--admin vz-settings-fieldset" disabled={!data.canEdit}>
              <legend className="vz-field__label">{t.legend}</legend>
              {REMINDER_CHOICES.map((option) => (
                <label key={option.id} className="vz-settings-radio">
                  <input type="radio" name="reminders" value={option.id} checked={choice === option.id} onChange={() => pick(option.id)} />
                  <span>{t.options[option.id]}</span>
                  {needsPremium(option.id) && data.plan !== 'premium' ? <span className="vz-reminders__badge">{t.premiumBadge}</span> : null}
                </label>
              ))}
            </fieldset>
            {data.canEdit ? (
              <div>
                <Button type="submit" color="pink.8" loading={save.isPending} className="vz-settings-touch">
                  {t.save}
                </Button>
              </div>
            ) : null}
          </form>
          <div className="vz-reminders__lists">
            <div>
              <h3 className="vz-reminders__subtitle">{t.upcoming}</h3>
              <Rows
                empty={t.upcomingEmpty}
                rows={data.upcoming.map((row) => ({
                  key: `${row.appointmentId}:${row.kind}`,
                  text: format(t.row, { client: row.client, when: when.format(new Date(row.start)), kind: kindText(row.kind), at: when.format(new Date(row.dueAt)) }),
                }))}
              />
            </div>
            <div>
              <h3 className="vz-reminders__subtitle">{t.sent}</h3>
              <Rows
                empty={t.sentEmpty}
                rows={data.sent.map((row) => ({
                  key: `${row.appointmentId}:${row.kind}:${row.sentAt}`,
                  text: format(t.row, { client: row.client, when: when.format(new Date(row.start)), kind: kindText(row.kind), at: when.format(new Date(row.sentAt)) }),
                }))}
              />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
