import { Alert, Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { DEFAULT_TIME_ZONE, format, generatePath, messages } from '@vizitas/shared';
import { operatorBusinessInvitationSend } from '@vizitas/shared/api/operator/business-invitations';
import { BUSINESS_NAME_MAX_LENGTH } from '@vizitas/shared/schemas/business-registration';
import {
  businessInvitationInputSchema,
  PERSON_NAME_MAX,
  type BusinessInvitation,
  type BusinessInvitationOutcome,
  type BusinessInvitations,
} from '@vizitas/shared/schemas/business-invitations';
import { TextField } from '~/components/forms/form-field';
import { hasErrors, saveFailure, validateForm, type FieldErrorMap } from '~/components/forms/form-errors';
import { apiCall } from '~/lib/api/api-client';
import '~/components/forms/admin-fields.css';
import './business-invitations.css';
import { LoadFailed } from '~/components/ui/load-failed';

const t = messages.businessInvitations;
const timeFormat = new Intl.DateTimeFormat('lt-LT', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const when = (instant: string) => timeFormat.format(new Date(instant));

function InvitationItem({ invitation }: { invitation: BusinessInvitation }) {
  return (
    <li className="vz-oi-item">
      <p className="vz-oi-item__name">
        <strong>{invitation.businessName}</strong> · <span className="vz-oi-item__email">{invitation.email}</span>
        {invitation.unsubscribed ? <span className="vz-op-badge">{t.unsubscribedBadge}</span> : null}
      </p>
      <p className="vz-oi-item__meta">
        {format(t.sentBy, {
          when: when(invitation.createdAt),
          by: invitation.invitedBy ? ` ${format(t.byName, { name: invitation.invitedBy })}` : '',
        })}
        {' · '}
        {invitation.registered ? (
          <>
            {format(t.registered, { when: when(invitation.registered.at) })}{' '}
            <a href={generatePath('operator_business', { id: invitation.registered.business.id })}>
              {invitation.registered.business.name}
            </a>
          </>
        ) : (
          t.waiting
        )}
      </p>
    </li>
  );
}

const FIELDS = ['email', 'businessName', 'personName'] as const;

type Answer = { outcome: BusinessInvitationOutcome; email: string } | null;

/** How the last invitation was answered (sent, or why not), announced to screen readers. */
function InvitationAnswer({ answer }: { answer: Answer }) {
  return (
    <div role="status" className="vz-oi-answer">
      {answer ? (
        <p className={answer.outcome === 'sent' ? 'vz-oi-answer__sent' : 'vz-oi-answer__refused'}>
          {format(t.outcomes[answer.outcome], { email: answer.email })}
        </p>
      ) : null}
    </div>
  );
}

/** A new invitation: the address, the business's name, whom the mail greets; the answer below the fields. */
function InvitationForm({ onSent }: { onSent: () => Promise<void> }) {
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '')]));
    const found = validateForm(businessInvitationInputSchema, input);
    setErrors(found);
    setProblem(null);
    setAnswer(null);
    if (hasErrors(found)) return;
    setPending(true);
    try {
      const body = businessInvitationInputSchema.parse(input);
      const result = await apiCall(operatorBusinessInvitationSend, { body });
      setAnswer({ outcome: result.outcome, email: body.email });
      if (result.outcome === 'sent') {
        form.reset();
        await onSent();
      }
    } catch (error) {
      const failure = saveFailure(error);
      setErrors(failure.fields);
      setProblem(failure.problem);
    } finally {
      setPending(false);
    }
  };
  return (
    <section aria-labelledby="vz-oi-form" className="vz-op-box">
      <h2 id="vz-oi-form">{t.formTitle}</h2>
      <form className="vz-admin-fields vz-oi-form" onSubmit={submit} noValidate>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <div className="vz-oi-form__fields">
          <TextField
            name="email"
            type="email"
            label={t.email}
            variant="admin"
            errors={errors.email}
            required
            autoComplete="off"
            maxLength={254}
          />
          <TextField
            name="businessName"
            label={t.businessName}
            variant="admin"
            errors={errors.businessName}
            required
            maxLength={BUSINESS_NAME_MAX_LENGTH}
          />
          <TextField
            name="personName"
            label={t.personName}
            variant="admin"
            errors={errors.personName}
            maxLength={PERSON_NAME_MAX}
            placeholder={t.personNamePlaceholder}
          />
        </div>
        <InvitationAnswer answer={answer} />
        <div>
          <Button type="submit" color="pink.8" loading={pending}>
            {t.send}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * `/operatorius/kvietimai`: invite a new business by e-mail (each invitation answered: sent, already
 * a business, invited in the last 14 days, unsubscribed), and the last invitations with whether the
 * invited registered.
 */
export function BusinessInvitationsPage({ invitations }: { invitations: BusinessInvitations | null }) {
  const revalidator = useRevalidator();
  return (
    <div className="vz-op-page">
      <header className="vz-op-page__head">
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
      </header>
      <InvitationForm onSent={() => revalidator.revalidate()} />
      <section aria-labelledby="vz-oi-list" className="vz-op-box">
        <h2 id="vz-oi-list">{t.listTitle}</h2>
        {invitations === null ? (
          <LoadFailed text={t.loadFailed} retry={t.tryAgain} onRetry={() => revalidator.revalidate()} />
        ) : invitations.items.length === 0 ? (
          <p className="vz-op-empty">{t.empty}</p>
        ) : (
          <ul className="vz-oi-list">
            {invitations.items.map((invitation) => (
              <InvitationItem key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
