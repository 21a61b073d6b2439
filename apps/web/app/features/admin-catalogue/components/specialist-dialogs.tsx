import { Alert, Button, Modal } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { format, generatePath, messages } from '@vizitas/shared';
import { inviteStaffSchema } from '@vizitas/shared/schemas/admin/specialists';
import { FormField } from '~/components/forms/form-field';
import { PhotoUploadField } from '~/components/forms/photo-upload-field';
import { adminApiUrl } from '~/lib/api/admin-api-url';
import { hasErrors, validateForm, type FieldErrorMap, saveFailure } from '~/components/forms/form-errors';
import { showToast } from '~/components/toasts/toast';
import {
  removeSpecialistPhoto,
  useInviteStaff,
  useRefreshCatalogue,
  useSaveSpecialist,
  type AdminSpecialist,
} from '~/features/admin-catalogue/api/specialists';
import {
  newSpecialistValues,
  specialistBody,
  specialistValues,
  type SpecialistFormValues,
} from '~/features/admin-catalogue/model/specialist-form';

const t = messages.adminCatalogue;
const tp = t.specialists;

function Problem({ text }: { text: string | null }) {
  return text ? (
    <Alert color="red" role="alert">
      {text}
    </Alert>
  ) : null;
}

/** A new specialist (`specialist` undefined) or an existing one, in a dialog. */
export function SpecialistFormDialog({
  business,
  specialist,
  services,
  onClose,
}: {
  business: string | null;
  /** undefined: closed; null: a new one. */
  specialist: AdminSpecialist | null | undefined;
  services: readonly { id: string; name: string; active: boolean }[];
  onClose: () => void;
}) {
  const save = useSaveSpecialist(business);
  const [values, setValues] = useState<SpecialistFormValues>(newSpecialistValues);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const refresh = useRefreshCatalogue(business);
  useEffect(() => {
    if (specialist === undefined) return;
    setValues(specialist ? specialistValues(specialist) : newSpecialistValues());
    setPhotoUrl(specialist?.photoUrl ?? null);
    setErrors({});
    setProblem(null);
  }, [specialist]);
  const set = <K extends keyof SpecialistFormValues>(key: K, value: SpecialistFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = specialistBody(values);
    setErrors(found);
    if (hasErrors(found)) return setProblem(t.fixErrors);
    setProblem(null);
    save.mutate(
      { id: specialist?.id ?? null, body },
      {
        onSuccess: (saved) => {
          showToast({ type: 'success', message: specialist ? t.saved : format(tp.created, { name: saved.name }) });
          onClose();
        },
        onError: (error) => {
          const failure = saveFailure(error);
          setErrors(failure.fields);
          setProblem(failure.problem);
        },
      },
    );
  };
  return (
    <Modal
      opened={specialist !== undefined}
      onClose={save.isPending ? () => undefined : onClose}
      title={specialist ? tp.editTitle : tp.createTitle}
      size="lg"
      closeButtonProps={{ 'aria-label': t.close }}
      classNames={{ title: 'vz-cat-dialog__title' }}
    >
      {specialist ? (
        // The photo is saved by itself as soon as it is chosen (docs/decisions/026), apart from the form.
        <PhotoUploadField<{ photoUrl: string }>
          label={tp.photoLater}
          photoUrl={photoUrl}
          texts={tp.photo}
          uploadUrl={adminApiUrl(generatePath('admin_specialist_photo_upload_api', { id: specialist.id }), business)}
          removePhoto={async () => {
            await removeSpecialistPhoto(business, specialist.id);
            return null;
          }}
          onChange={(answer) => {
            setPhotoUrl(answer?.photoUrl ?? null);
            void refresh();
          }}
        />
      ) : null}
      <form className="vz-admin-fields vz-cat-form" onSubmit={submit} noValidate>
        <Problem text={problem} />
        <FormField name="name" label={tp.fields.name} variant="admin" errors={errors.name} required>
          {(control) => (
            <input
              {...control}
              type="text"
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              maxLength={100}
              data-autofocus
            />
          )}
        </FormField>
        <FormField name="title" label={tp.fields.title} variant="admin" errors={errors.title} description={tp.fields.titleHint}>
          {(control) => (
            <input {...control} type="text" value={values.title} onChange={(e) => set('title', e.target.value)} maxLength={100} />
          )}
        </FormField>
        <fieldset className={`vz-field vz-field--admin vz-cat-fieldset${errors.serviceIds ? ' has-error' : ''}`}>
          <legend className="vz-field__label">{tp.fields.services}</legend>
          {services.length === 0 ? <p className="vz-cat-muted">{tp.fields.noServices}</p> : null}
          {services.map((service) => (
            <label key={service.id} className="vz-cat-check">
              <input
                type="checkbox"
                name="serviceIds"
                value={service.id}
                checked={values.serviceIds.includes(service.id)}
                onChange={(e) =>
                  set(
                    'serviceIds',
                    e.target.checked ? [...values.serviceIds, service.id] : values.serviceIds.filter((id) => id !== service.id),
                  )
                }
              />
              <span>
                {service.name}
                {service.active ? '' : ` (${t.inactive.toLowerCase()})`}
              </span>
            </label>
          ))}
          {errors.serviceIds ? (
            <ul className="vz-field__errors">
              {errors.serviceIds.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </fieldset>
        <FormField name="bio" label={tp.fields.bio} variant="admin" errors={errors.bio}>
          {(control) => (
            <textarea {...control} rows={3} value={values.bio} onChange={(e) => set('bio', e.target.value)} maxLength={1000} />
          )}
        </FormField>
        <div className="vz-cat-buttons">
          <Button variant="default" onClick={onClose} disabled={save.isPending} className="vz-cat-touch">
            {t.cancel}
          </Button>
          <Button type="submit" color="pink.8" loading={save.isPending} className="vz-cat-touch">
            {t.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The address to send a specialist's staff invitation to. */
export function InviteDialog({
  business,
  specialist,
  onClose,
}: {
  business: string | null;
  specialist: AdminSpecialist | null;
  onClose: () => void;
}) {
  const invite = useInviteStaff(business);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!specialist) return;
    setEmail(specialist.invitation?.email ?? '');
    setErrors({});
    setProblem(null);
  }, [specialist]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!specialist) return;
    const found = validateForm(inviteStaffSchema, { email });
    setErrors(found);
    if (hasErrors(found)) return setProblem(t.fixErrors);
    invite.mutate(
      { id: specialist.id, email: email.trim() },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: format(tp.inviteSent, { email: email.trim().toLowerCase() }) });
          onClose();
        },
        onError: (error) => {
          const failure = saveFailure(error);
          setErrors(failure.fields);
          setProblem(failure.problem);
        },
      },
    );
  };
  return (
    <Modal
      opened={specialist !== null}
      onClose={invite.isPending ? () => undefined : onClose}
      title={tp.inviteTitle}
      centered
      closeButtonProps={{ 'aria-label': t.close }}
      classNames={{ title: 'vz-cat-dialog__title' }}
    >
      <form className="vz-admin-fields vz-cat-form" onSubmit={submit} noValidate>
        <p className="vz-cat-dialog__text">{format(tp.inviteText, { name: specialist?.name ?? '' })}</p>
        <Problem text={problem} />
        <FormField name="email" label={tp.inviteEmail} variant="admin" errors={errors.email} required>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              data-autofocus
            />
          )}
        </FormField>
        <div className="vz-cat-buttons">
          <Button variant="default" onClick={onClose} disabled={invite.isPending} className="vz-cat-touch">
            {t.cancel}
          </Button>
          <Button type="submit" color="pink.8" loading={invite.isPending} className="vz-cat-touch">
            {tp.inviteSend}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
