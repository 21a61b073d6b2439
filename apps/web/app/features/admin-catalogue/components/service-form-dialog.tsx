import { Alert, Button, Modal } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { format, messages } from '@vizitas/shared';
import { SERVICE_DURATION_MAX, SERVICE_DURATION_MIN, SERVICE_DURATION_STEP } from '@vizitas/shared/schemas/admin/services';
import { FormField } from '~/components/forms/form-field';
import { hasErrors, type FieldErrorMap, saveFailure } from '~/components/forms/form-errors';
import { showToast } from '~/components/toasts/toast';
import type { AdminService } from '~/features/admin-catalogue/api/services';
import { useSaveService } from '~/features/admin-catalogue/api/services';
import {
  newServiceValues,
  serviceBody,
  serviceValues,
  type ServiceFormValues,
} from '~/features/admin-catalogue/model/service-form';

const t = messages.adminCatalogue;
const f = t.services.fields;

export interface ServiceFormTarget {
  /** null: a new service (in `categoryId`). */
  service: AdminService | null;
  categoryId: string | null;
}

/** The form of a new or an existing service, in a dialog; field errors in Lithuanian beside each field. */
export function ServiceFormDialog({
  business,
  target,
  categories,
  specialists,
  onClose,
}: {
  business: string | null;
  target: ServiceFormTarget | null;
  categories: readonly { id: string; name: string }[];
  specialists: readonly { id: string; name: string; active: boolean }[];
  onClose: () => void;
}) {
  const save = useSaveService(business);
  const [values, setValues] = useState<ServiceFormValues>(() => newServiceValues(null, []));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    setValues(
      target.service
        ? serviceValues(target.service)
        : newServiceValues(
            target.categoryId,
            specialists.filter((s) => s.active).map((s) => s.id),
          ),
    );
    setErrors({});
    setProblem(null);
    // The specialists' list only seeds a new form: a refetch must not reset what is being typed.
  }, [target]);

  const set = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = serviceBody(values);
    setErrors(found);
    if (hasErrors(found)) {
      setProblem(t.fixErrors);
      return;
    }
    setProblem(null);
    save.mutate(
      { id: target?.service?.id ?? null, body },
      {
        onSuccess: (saved) => {
          showToast({ type: 'success', message: target?.service ? t.saved : format(t.services.created, { name: saved.name }) });
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
  const toggleSpecialist = (id: string, on: boolean) =>
    set('specialistIds', on ? [...values.specialistIds, id] : values.specialistIds.filter((other) => other !== id));

  return (
    <Modal
      opened={target !== null}
      onClose={save.isPending ? () => undefined : onClose}
      title={target?.service ? t.services.editTitle : t.services.createTitle}
      size="lg"
      closeButtonProps={{ 'aria-label': t.close }}
      classNames={{ title: 'vz-cat-dialog__title' }}
    >
      <form className="vz-admin-fields vz-cat-form" onSubmit={submit} noValidate>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <FormField name="name" label={f.name} variant="admin" errors={errors.name} required>
          {(control) => (
            <input
              {...control}
              type="text"
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              maxLength={200}
              data-autofocus
            />
          )}
        </FormField>
        <FormField name="categoryId" label={f.category} variant="admin" errors={errors.categoryId}>
          {(control) => (
            <select {...control} value={values.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
              <option value="">{f.noCategory}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="vz-cat-form__row">
          <FormField
            name="durationMin"
            label={f.duration}
            variant="admin"
            errors={errors.durationMin}
            description={f.durationHint}
            required
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={SERVICE_DURATION_MIN}
                max={SERVICE_DURATION_MAX}
                step={SERVICE_DURATION_STEP}
                value={values.duration}
                onChange={(e) => set('duration', e.target.value)}
              />
            )}
          </FormField>
          <FormField
            name="priceCents"
            label={f.price}
            variant="admin"
            errors={errors.priceCents}
            description={f.priceHint}
            required
          >
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="decimal"
                value={values.price}
                onChange={(e) => set('price', e.target.value)}
              />
            )}
          </FormField>
        </div>
        <label className="vz-cat-check">
          <input
            type="checkbox"
            name="priceFrom"
            checked={values.priceFrom}
            onChange={(e) => set('priceFrom', e.target.checked)}
          />
          <span>{f.priceFrom}</span>
        </label>
        <FormField
          name="bufferAfterMin"
          label={f.buffer}
          variant="admin"
          errors={errors.bufferAfterMin}
          description={f.bufferHint}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={240}
              step={5}
              value={values.buffer}
              onChange={(e) => set('buffer', e.target.value)}
            />
          )}
        </FormField>
        <fieldset className={`vz-field vz-field--admin vz-cat-fieldset${errors.specialistIds ? ' has-error' : ''}`}>
          <legend className="vz-field__label">{f.specialists}</legend>
          <p className="vz-field__description">{f.specialistsHint}</p>
          {specialists.length === 0 ? <p className="vz-cat-muted">{f.noSpecialists}</p> : null}
          {specialists.map((specialist) => (
            <label key={specialist.id} className="vz-cat-check">
              <input
                type="checkbox"
                name="specialistIds"
                value={specialist.id}
                checked={values.specialistIds.includes(specialist.id)}
                onChange={(e) => toggleSpecialist(specialist.id, e.target.checked)}
              />
              <span>
                {specialist.name}
                {specialist.active ? '' : ` (${t.inactive.toLowerCase()})`}
              </span>
            </label>
          ))}
          {errors.specialistIds ? (
            <ul className="vz-field__errors">
              {errors.specialistIds.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </fieldset>
        <FormField
          name="description"
          label={f.description}
          variant="admin"
          errors={errors.description}
          description={f.descriptionHint}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
              maxLength={2000}
            />
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
