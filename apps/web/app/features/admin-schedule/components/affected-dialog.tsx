import { Alert, Button, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { format, formatPhone, messages } from '@vizitas/shared';
import { CANCELLATION_MESSAGE_MAX } from '@vizitas/shared/schemas/admin/schedule-changes';
import { GenericModal } from '~/components/dialogs/generic-modal';
import {
  SCHEDULE_CHANGE_DIALOG,
  type CancelChoice,
  type ScheduleChangeFlow,
} from '~/features/admin-schedule/hooks/use-schedule-change';
import { formatVisitCount, formatVisitTime } from '~/features/admin-schedule/model/schedule-format';

const t = messages.adminSchedule.affected;

/**
 * The question before a change of hours: the visits it would leave outside working time (who,
 * when, what, with whom), and the choice — keep them, or cancel them and mail each customer the
 * message. A deletion asks even when no visit is affected.
 */
export function AffectedDialog({ flow }: { flow: ScheduleChangeFlow }) {
  const [choice, setChoice] = useState<CancelChoice>('keep');
  const [message, setMessage] = useState('');
  const { affected, question, saving, dialogError } = flow;
  const listed = affected?.appointments ?? [];
  // A new question starts from "keep".
  useEffect(() => {
    setChoice('keep');
    setMessage('');
  }, [affected, question]);

  const hasVisits = listed.length > 0;
  return (
    <GenericModal
      id={SCHEDULE_CHANGE_DIALOG}
      title={question && !hasVisits ? question.title : t.title}
      width={560}
      closable={!saving}
      footer={
        <>
          <Button variant="default" data-modal-close className="vz-as-touch" disabled={saving} data-autofocus>
            {t.back}
          </Button>
          <Button
            color={choice === 'cancel' || question ? 'red' : 'pink.8'}
            className="vz-as-touch"
            loading={saving}
            onClick={() => flow.confirm(choice, message)}
          >
            {!hasVisits && question ? question.confirm : choice === 'cancel' ? t.confirmCancel : t.confirmKeep}
          </Button>
        </>
      }
    >
      <div className="vz-as-dialog">
        {question ? <p>{question.text}</p> : null}
        {hasVisits ? (
          <>
            <p>{format(t.text, { visits: formatVisitCount(affected!.total) })}</p>
            <ul className="vz-as-affected" aria-label={t.title} tabIndex={0}>
              {listed.map((visit) => (
                <li key={visit.id} className="vz-as-affected__item">
                  <span className="vz-as-affected__when">{formatVisitTime(visit.start, visit.end)}</span>
                  <span>
                    {visit.clientName || '—'}
                    {visit.mailed ? null : (
                      <span className="vz-as-muted">
                        {' '}
                        ({t.noMail}
                        {visit.clientPhone ? `: ${formatPhone(visit.clientPhone)}` : ''})
                      </span>
                    )}
                  </span>
                  <span className="vz-as-muted">
                    {visit.services.join(', ')} · {visit.specialistName}
                  </span>
                </li>
              ))}
            </ul>
            {affected!.total > listed.length ? (
              <p className="vz-as-muted">{format(t.more, { visits: formatVisitCount(affected!.total - listed.length) })}</p>
            ) : null}
            <fieldset className="vz-as-choices" disabled={saving}>
              <legend>{t.choice}</legend>
              {(['keep', 'cancel'] as const).map((value) => (
                <label key={value} className="vz-as-choice">
                  <input
                    type="radio"
                    name="affected-choice"
                    value={value}
                    checked={choice === value}
                    onChange={() => setChoice(value)}
                  />
                  <span>{value === 'keep' ? t.keep : t.cancel}</span>
                </label>
              ))}
            </fieldset>
            {choice === 'cancel' ? (
              <div>
                <Textarea
                  label={t.message}
                  description={t.messageHint}
                  value={message}
                  onChange={(event) => setMessage(event.currentTarget.value)}
                  maxLength={CANCELLATION_MESSAGE_MAX}
                  autosize
                  minRows={2}
                  maxRows={5}
                  disabled={saving}
                />
                <p className="vz-as-muted vz-as-counter">
                  {format(t.counter, { count: message.length, max: CANCELLATION_MESSAGE_MAX })}
                </p>
              </div>
            ) : null}
          </>
        ) : null}
        {dialogError ? (
          <Alert color="red" role="alert">
            {dialogError}
          </Alert>
        ) : null}
      </div>
    </GenericModal>
  );
}
