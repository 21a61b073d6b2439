import { Alert, Button, Modal } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { format, messages } from '@vizitas/shared';
import {
  CONTACT_CHANNELS,
  CONTACT_NOTE_MAX,
  markAsContactedSchema,
  type ContactChannel,
} from '@vizitas/shared/schemas/operator-pipeline';
import { FormField } from '~/components/forms/form-field';
import { hasErrors, saveFailure, validateForm, type FieldErrorMap } from '~/components/forms/form-errors';
import { showToast } from '~/components/toasts/toast';
import { markAsContacted } from '~/features/operator-pipeline/api/mark-as-contacted';
import '~/components/forms/admin-fields.css';
import './operator-pipeline.css';

const t = messages.operatorPipeline;

/** The business a contact is recorded for. */
export interface ContactTarget {
  id: string;
  name: string;
}

/**
 * „Susisiekta su verslu“: how the operator reached the business and a note
 * (`POST /api/admin/business/{id}/mark-as-contacted`). `onClose(true)` after a save.
 */
export function ContactDialog({ business, onClose }: { business: ContactTarget | null; onClose: (saved: boolean) => void }) {
  const [channel, setChannel] = useState<ContactChannel | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!business) return;
    setChannel('');
    setNote('');
    setErrors({});
    setProblem(null);
  }, [business]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!business) return;
    const input = { channel, note };
    const found = validateForm(markAsContactedSchema, input);
    setErrors(found);
    if (hasErrors(found)) return;
    setPending(true);
    try {
      await markAsContacted(business.id, markAsContactedSchema.parse(input));
      showToast({ type: 'success', message: format(t.saved, { name: business.name }) });
      onClose(true);
    } catch (error) {
      const failure = saveFailure(error);
      setErrors(failure.fields);
      setProblem(failure.problem);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      opened={business !== null}
      onClose={pending ? () => undefined : () => onClose(false)}
      title={t.dialogTitle}
      centered
      closeButtonProps={{ 'aria-label': t.cancel }}
    >
      {business ? (
        <form className="vz-admin-fields vz-op-contact" onSubmit={submit} noValidate>
          <p className="vz-op-contact__intro">
            <strong>{business.name}</strong>. {t.dialogIntro}
          </p>
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <fieldset className="vz-op-contact__channels">
            <legend>{t.channel}</legend>
            {errors.channel?.length ? (
              <p className="vz-op-contact__error" id="vz-op-channel-error">
                {errors.channel.join(' ')}
              </p>
            ) : null}
            {CONTACT_CHANNELS.map((option) => (
              <label key={option} className="vz-op-contact__channel">
                <input
                  type="radio"
                  name="channel"
                  value={option}
                  checked={channel === option}
                  onChange={() => setChannel(option)}
                  aria-describedby={errors.channel?.length ? 'vz-op-channel-error' : undefined}
                  data-autofocus={option === 'phone' ? true : undefined}
                />
                {t.channelOptions[option]}
              </label>
            ))}
          </fieldset>
          <FormField name="note" label={t.note} variant="admin" errors={errors.note}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                value={note}
                maxLength={CONTACT_NOTE_MAX}
                placeholder={t.notePlaceholder}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </FormField>
          <div className="vz-op-contact__buttons">
            <Button variant="default" onClick={() => onClose(false)} disabled={pending}>
              {t.cancel}
            </Button>
            <Button type="submit" color="pink.8" loading={pending}>
              {t.save}
            </Button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
