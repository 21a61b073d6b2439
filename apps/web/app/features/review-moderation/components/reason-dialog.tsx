import { Alert, Button, Modal } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { messages } from '@vizitas/shared';
import { MODERATION_REASON_MAX, moderationReasonSchema } from '@vizitas/shared/schemas/review-moderation';
import { FormField } from '~/components/forms/form-field';
import { hasErrors, saveFailure, validateForm, type FieldErrorMap } from '~/components/forms/form-errors';
import '~/components/forms/admin-fields.css';

const t = messages.reviewModeration;

/** What the dialog asks for: its title, the sentence above the field, the field's example, the button. */
export interface ReasonDialogText {
  title: string;
  intro: string;
  placeholder: string;
  confirm: string;
}

/** Cancel, and the action (the form's submit). */
function DialogButtons({ confirm, pending, onCancel }: { confirm: string; pending: boolean; onCancel: () => void }) {
  return (
    <div className="vz-rm-dialog__buttons">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t.cancel}
      </Button>
      <Button type="submit" color="red.8" loading={pending}>
        {confirm}
      </Button>
    </div>
  );
}

/**
 * The reason of a hide or a report, asked in a dialog before the action (the other side reads it).
 * `onSubmit` saves it; a refusal shows in the dialog, which stays open.
 */
export function ReasonDialog({
  opened,
  text,
  subject,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  text: ReasonDialogText;
  /** Which review it is about, shown above the field. */
  subject: string;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setReason('');
    setErrors({});
    setProblem(null);
  }, [opened]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(moderationReasonSchema, { reason });
    setErrors(found);
    if (hasErrors(found)) return;
    setPending(true);
    try {
      await onSubmit(moderationReasonSchema.parse({ reason }).reason);
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
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={text.title}
      centered
      closeButtonProps={{ 'aria-label': t.cancel }}
    >
      <form className="vz-admin-fields vz-rm-dialog" onSubmit={submit} noValidate>
        <p className="vz-rm-dialog__subject">{subject}</p>
        <p className="vz-rm-dialog__intro">{text.intro}</p>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <FormField name="reason" label={t.reason} variant="admin" errors={errors.reason}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={reason}
              maxLength={MODERATION_REASON_MAX}
              placeholder={text.placeholder}
              onChange={(event) => setReason(event.target.value)}
              data-autofocus
            />
          )}
        </FormField>
        <DialogButtons confirm={text.confirm} pending={pending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
