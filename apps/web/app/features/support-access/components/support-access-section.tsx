import { Button, Modal } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_TIME_ZONE, format, messages } from '@vizitas/shared';
import { adminSupportAccess, adminSupportAccessEnd, adminSupportAccessGrant } from '@vizitas/shared/api/admin/support-access';
import { SUPPORT_HOURS, type SupportAccess } from '@vizitas/shared/schemas/support-access';
import { showToast } from '~/components/toasts/toast';
import { LoadFailed } from '~/components/ui/load-failed';
import { apiCall, errorMessage } from '~/lib/api/api-client';
import { formatCount } from '~/lib/plural';
import './support-access.css';

const t = messages.supportAccess;

export const SUPPORT_ACCESS_SECTION_ID = 'pagalbos-prieiga';

const dateTime = new Intl.DateTimeFormat('lt-LT', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const when = (instant: string) => dateTime.format(new Date(instant));

const supportKey = (businessId: string) => ['admin-settings', businessId, 'support-access'] as const;

/** No grant in force: how long to grant, and the button. */
function GrantForm({ pending, onGrant }: { pending: boolean; onGrant: (hours: number) => void }) {
  const id = useId();
  const [hours, setHours] = useState<number>(SUPPORT_HOURS[2]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGrant(hours);
  };
  return (
    <form className="vz-admin-fields vz-support__form" onSubmit={submit} noValidate>
      <p className="vz-settings-muted" role="status">
        {t.none}
      </p>
      <div className="vz-field vz-field--admin">
        <label className="vz-field__label" htmlFor={id}>
          {t.hours}
        </label>
        <select id={id} className="vz-field__input" value={hours} onChange={(event) => setHours(Number(event.target.value))}>
          {SUPPORT_HOURS.map((option) => (
            <option key={option} value={option}>
              {formatCount(t.hoursOption, option)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Button type="submit" color="pink.8" loading={pending} className="vz-settings-touch">
          {t.grant}
        </Button>
      </div>
    </form>
  );
}

/** What the operator changed under the business's grants, the newest first. */
function SupportLog({ actions }: { actions: SupportAccess['actions'] }) {
  return (
    <>
      <h3 className="vz-support__log-title">{t.logTitle}</h3>
      {actions.length === 0 ? (
        <p className="vz-settings-muted">{t.logEmpty}</p>
      ) : (
        <ul className="vz-support__log">
          {actions.map((action, index) => (
            <li key={`${action.at}-${index}`}>
              <span className="vz-support__when">{when(action.at)}</span> ·{' '}
              <strong>{action.operator ?? t.unknownOperator}</strong>: {action.summary}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** „Nutraukti pagalbos prieigą?“ before the grant in force ends. */
function EndDialog({
  opened,
  pending,
  onEnd,
  onClose,
}: {
  opened: boolean;
  pending: boolean;
  onEnd: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={t.endConfirmTitle}
      centered
      closeButtonProps={{ 'aria-label': t.endCancel }}
    >
      <p className="vz-support__confirm">{t.endConfirm}</p>
      <div className="vz-support__buttons">
        <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
          {t.endCancel}
        </Button>
        <Button color="red.8" onClick={onEnd} loading={pending}>
          {t.end}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * The settings page's support access (the owner's alone): let the platform operator work in the
 * admin area for 1–72 hours, see what she changed, and end it at any time (after a confirmation).
 */
export function SupportAccessSection({ businessId }: { businessId: string }) {
  const headingId = useId();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const state = useQuery({
    queryKey: supportKey(businessId),
    queryFn: ({ signal }) => apiCall(adminSupportAccess, { params: { id: businessId } }, { signal }),
  });
  const settle = (answer: SupportAccess) => client.setQueryData(supportKey(businessId), answer);
  const onError = (error: unknown) => showToast({ type: 'danger', message: errorMessage(error) });
  const grant = useMutation({
    mutationFn: (hours: number) => apiCall(adminSupportAccessGrant, { params: { id: businessId }, body: { hours } }),
    onSuccess: (answer) => {
      settle(answer);
      if (answer.active) showToast({ type: 'success', message: format(t.granted, { until: when(answer.active.endsAt) }) });
    },
    onError,
  });
  const end = useMutation({
    mutationFn: () => apiCall(adminSupportAccessEnd, { params: { id: businessId } }),
    onSuccess: (answer) => {
      settle(answer);
      setConfirming(false);
      showToast({ type: 'success', message: t.ended });
    },
    onError,
  });
  const data = state.data;
  return (
    <section className="vz-settings-section vz-support" id={SUPPORT_ACCESS_SECTION_ID} aria-labelledby={headingId}>
      <h2 className="vz-settings-section__title" id={headingId}>
        {t.title}
      </h2>
      <p className="vz-settings-muted">{t.intro}</p>
      {state.isPending ? (
        <p className="vz-settings-muted" role="status">
          {t.loading}
        </p>
      ) : state.isError || !data ? (
        <LoadFailed text={t.loadFailed} retry={t.tryAgain} onRetry={() => void state.refetch()} />
      ) : (
        <>
          {data.active ? (
            <div className="vz-support__active">
              <p role="status">{format(t.activeUntil, { until: when(data.active.endsAt) })}</p>
              <Button color="red.8" onClick={() => setConfirming(true)} className="vz-settings-touch">
                {t.end}
              </Button>
            </div>
          ) : (
            <GrantForm pending={grant.isPending} onGrant={(hours) => grant.mutate(hours)} />
          )}
          <SupportLog actions={data.actions} />
        </>
      )}
      <EndDialog opened={confirming} pending={end.isPending} onEnd={() => end.mutate()} onClose={() => setConfirming(false)} />
    </section>
  );
}
