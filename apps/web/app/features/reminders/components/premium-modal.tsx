import { Button, Textarea } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { format, messages } from '@vizitas/shared';
import { GenericModal } from '~/components/dialogs/generic-modal';
import { closeModal } from '~/components/dialogs/modal-store';
import { FormAlert } from '~/components/forms/form-alert';
import { errorMessage } from '~/lib/api/api-client';
import { requestPremium } from '~/features/reminders/api/reminders-api';
import { PREMIUM_DIALOG, premiumOffer } from '~/features/reminders/model/premium-dialog';

const t = messages.premium;
const dateFormat = new Intl.DateTimeFormat('lt-LT', { dateStyle: 'long' });

/**
 * The premium_modal (seed 2.2 item 7, docs/decisions/028): the plan's benefits and a way to ask
 * for it — the request is stored and mailed to the platform. Opened through the dialog queue when
 * an owner of a free-plan business reaches a premium feature.
 */
export default function PremiumModal() {
  const offer = useSyncExternalStore(premiumOffer.subscribe, premiumOffer.get, () => null);
  const [message, setMessage] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string }>({
    kind: 'idle',
  });
  const send = () => {
    if (!offer) return;
    setState({ kind: 'sending' });
    requestPremium(offer.businessId, offer.feature, message)
      .then((answer) =>
        setState({
          kind: 'done',
          text:
            answer.created === false && answer.request
              ? format(t.alreadyRequested, { date: dateFormat.format(new Date(answer.request.createdAt)) })
              : t.requested,
        }),
      )
      .catch((error: unknown) => setState({ kind: 'failed', text: errorMessage(error) }));
  };
  const done = state.kind === 'done';
  return (
    <GenericModal
      id={PREMIUM_DIALOG}
      title={t.title}
      width={520}
      footer={
        <div className="vz-modal__actions">
          <Button variant="default" onClick={() => closeModal(PREMIUM_DIALOG)}>
            {done ? messages.common.close : t.cancel}
          </Button>
          {done ? null : (
            <Button color="pink.9" loading={state.kind === 'sending'} onClick={send} data-autofocus>
              {t.request}
            </Button>
          )}
        </div>
      }
    >
      <div className="vz-premium" data-testid="premium-modal">
        <p>{t.intro}</p>
        <ul className="vz-premium__benefits">
          {t.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        {done ? (
          <FormAlert kind="success">{state.text}</FormAlert>
        ) : (
          <>
            {state.kind === 'failed' ? <FormAlert kind="error">{state.text}</FormAlert> : null}
            <Textarea label={t.messageLabel} value={message} onChange={(event) => setMessage(event.currentTarget.value)} maxLength={1000} autosize minRows={2} />
          </>
        )}
      </div>
    </GenericModal>
  );
}
