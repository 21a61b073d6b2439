import { Alert, Button, Modal } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { format, messages } from '@vizitas/shared';
import { serviceCategoryInputSchema, type ServiceCategory } from '@vizitas/shared/schemas/admin/service-categories';
import { FormField } from '~/components/forms/form-field';
import { hasErrors, validateForm, type FieldErrorMap, saveFailure } from '~/components/forms/form-errors';
import { showToast } from '~/components/toasts/toast';
import { useSaveCategory } from '~/features/admin-catalogue/api/categories';

const t = messages.adminCatalogue;

/** A new category's name, or a new name for one (`category`). */
export function CategoryDialog({
  business,
  opened,
  category,
  onClose,
}: {
  business: string | null;
  opened: boolean;
  category: ServiceCategory | null;
  onClose: () => void;
}) {
  const save = useSaveCategory(business);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    setName(category?.name ?? '');
    setErrors({});
    setProblem(null);
  }, [opened, category]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(serviceCategoryInputSchema, { name });
    setErrors(found);
    if (hasErrors(found)) return setProblem(t.fixErrors);
    save.mutate(
      { id: category?.id ?? null, name },
      {
        onSuccess: (saved) => {
          showToast({ type: 'success', message: category ? t.saved : format(t.categories.created, { name: saved.name }) });
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
      opened={opened}
      onClose={save.isPending ? () => undefined : onClose}
      title={category ? t.categories.renameTitle : t.categories.createTitle}
      centered
      closeButtonProps={{ 'aria-label': t.close }}
      classNames={{ title: 'vz-cat-dialog__title' }}
    >
      <form className="vz-admin-fields vz-cat-form" onSubmit={submit} noValidate>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <FormField name="name" label={t.categories.name} variant="admin" errors={errors.name} required>
          {(control) => (
            <input
              {...control}
              type="text"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={100}
              data-autofocus
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
