import { Alert, Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { format, messages } from '@vizitas/shared';
import { SERVICE_DURATION_MAX, SERVICE_DURATION_MIN, SERVICE_DURATION_STEP } from '@vizitas/shared/schemas/admin/services';
import type { ServiceTemplate } from '@vizitas/shared/service-templates';
import { FormField } from '~/components/forms/form-field';
import { hasErrors, type FieldErrorMap, saveFailure } from '~/components/forms/form-errors';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { CreateServicesError, useCreateServices } from '~/features/admin-catalogue/api/services';
import { countText } from '~/features/admin-catalogue/model/catalogue-format';
import {
  templateAreas,
  templateBody,
  templateDraft,
  type TemplateArea,
  type TemplateDraft,
} from '~/features/admin-catalogue/model/service-templates';

const t = messages.adminCatalogue;
const tt = t.services.templates;

export interface ServiceTemplatesProps {
  business: string | null;
  /** The business's categories (slugs); null when they could not be read (every area is offered). */
  categories: readonly string[] | null;
  /** The names of the services it has: those templates are not offered again. */
  existingNames: readonly string[];
  /** The specialists a new service is offered by: every active one, as the new service's form does. */
  specialistIds: string[];
  /** Shown on request (the business has services): the panel can be closed. */
  onClose?: () => void;
}

function TemplateRow({
  template,
  draft,
  errors,
  disabled,
  onChange,
}: {
  template: ServiceTemplate;
  draft: TemplateDraft;
  errors: FieldErrorMap | undefined;
  disabled: boolean;
  onChange: (draft: TemplateDraft) => void;
}) {
  // Editing a row chooses it.
  const edit = (field: 'name' | 'duration' | 'price', value: string) => onChange({ ...draft, [field]: value, chosen: true });
  return (
    <div
      className={`vz-cat-tpl${draft.chosen ? ' is-chosen' : ''}`}
      data-template={template.key}
      role="group"
      aria-label={template.name}
    >
      <label className="vz-cat-tpl__check">
        <input
          type="checkbox"
          checked={draft.chosen}
          disabled={disabled}
          aria-label={format(tt.chooseOf, { name: template.name })}
          onChange={(event) => onChange({ ...draft, chosen: event.currentTarget.checked })}
        />
      </label>
      <FormField name="name" label={tt.name} variant="admin" errors={errors?.name} className="vz-cat-tpl__name">
        {(control) => (
          <input
            {...control}
            type="text"
            value={draft.name}
            maxLength={200}
            disabled={disabled}
            onChange={(event) => edit('name', event.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField
        name="durationMin"
        label={tt.duration}
        variant="admin"
        errors={errors?.durationMin}
        className="vz-cat-tpl__number"
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={SERVICE_DURATION_MIN}
            max={SERVICE_DURATION_MAX}
            step={SERVICE_DURATION_STEP}
            value={draft.duration}
            disabled={disabled}
            onChange={(event) => edit('duration', event.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField
        name="priceCents"
        label={template.priceFrom ? tt.priceFrom : tt.price}
        variant="admin"
        errors={errors?.priceCents}
        className="vz-cat-tpl__number"
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            value={draft.price}
            disabled={disabled}
            onChange={(event) => edit('price', event.currentTarget.value)}
          />
        )}
      </FormField>
    </div>
  );
}

/**
 * Typical services of the business's areas (`@vizitas/shared/service-templates`) to start from:
 * she ticks the ones she offers, corrects their name, duration or price, and they are created as
 * her own services through the create-service API, one after another. Shown in place of the empty
 * list, and from the page's button once she has services.
 */
export function ServiceTemplates({ business, categories, existingNames, specialistIds, onClose }: ServiceTemplatesProps) {
  const create = useCreateServices(business);
  const [drafts, setDrafts] = useState<Record<string, TemplateDraft>>({});
  const [errors, setErrors] = useState<Record<string, FieldErrorMap>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [showOther, setShowOther] = useState(false);
  const { own, other } = templateAreas(categories, existingNames);
  const shown = [...own, ...(showOther ? other : [])];
  const draftOf = (template: ServiceTemplate) => drafts[template.key] ?? templateDraft(template);
  const chosen = shown.flatMap((area) => area.templates).filter((template) => draftOf(template).chosen);

  const change = (template: ServiceTemplate, draft: TemplateDraft) => {
    setDrafts((current) => ({ ...current, [template.key]: draft }));
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (chosen.length === 0) return setProblem(tt.nothingChosen);
    const found: Record<string, FieldErrorMap> = {};
    const bodies = chosen.map((template) => {
      const { body, errors: rowErrors } = templateBody(template, draftOf(template), specialistIds);
      if (hasErrors(rowErrors)) found[template.key] = rowErrors;
      return body;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return setProblem(t.fixErrors);
    setProblem(null);
    // Awaited rather than `mutate`'s callbacks: once the list has services the panel may be gone,
    // and the toast must still say what was added.
    create.mutateAsync(bodies).then(
      (created) => {
        setDrafts({});
        showToast({ type: 'success', message: countText(tt.added, created.length) });
        onClose?.();
      },
      (error: unknown) => {
        // Those created before the refused one are services now (and leave the list); the refused one says why.
        const failed = error instanceof CreateServicesError ? chosen[error.failed] : undefined;
        const cause = error instanceof CreateServicesError ? error.cause : error;
        if (failed) setErrors({ [failed.key]: saveFailure(cause).fields });
        if (error instanceof CreateServicesError) {
          const done = chosen.slice(0, error.failed);
          setDrafts((current) => {
            const next = { ...current };
            for (const template of done) next[template.key] = { ...draftOf(template), chosen: false };
            return next;
          });
          if (done.length > 0) showToast({ type: 'success', message: countText(tt.added, done.length) });
        }
        setProblem(failed ? format(tt.failed, { name: draftOf(failed).name, reason: errorMessage(cause) }) : errorMessage(cause));
      },
    );
  };

  const area = (item: TemplateArea) => {
    const headingId = `vz-cat-tpl-${item.slug}`;
    return (
      <section key={item.slug} className="vz-cat-tpl-area" aria-labelledby={headingId}>
        <h3 className="vz-cat-tpl-area__title" id={headingId}>
          {item.name}
        </h3>
        {item.templates.length === 0 ? (
          <p className="vz-cat-muted">{tt.allAdded}</p>
        ) : (
          <div className="vz-cat-tpl-list">
            {item.templates.map((template) => (
              <TemplateRow
                key={template.key}
                template={template}
                draft={draftOf(template)}
                errors={errors[template.key]}
                disabled={create.isPending}
                onChange={(draft) => change(template, draft)}
              />
            ))}
          </div>
        )}
      </section>
    );
  };

  return (
    <form
      className="vz-cat-card vz-cat-templates vz-admin-fields"
      aria-labelledby="vz-cat-templates-title"
      onSubmit={submit}
      noValidate
    >
      <div className="vz-cat-card__head">
        <h2 className="vz-cat-card__title" id="vz-cat-templates-title">
          {tt.title}
        </h2>
        {onClose ? (
          <Button
            variant="subtle"
            size="compact-md"
            className="vz-cat-touch vz-cat-link"
            disabled={create.isPending}
            onClick={onClose}
          >
            {tt.close}
          </Button>
        ) : null}
      </div>
      <p className="vz-cat-muted">{tt.intro}</p>
      {shown.map(area)}
      {other.length > 0 ? (
        <Button
          variant="subtle"
          size="compact-md"
          className="vz-cat-touch vz-cat-link vz-cat-tpl-more"
          aria-expanded={showOther}
          onClick={() => setShowOther((value) => !value)}
        >
          {showOther ? tt.otherAreasHide : tt.otherAreasShow}
        </Button>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <div className="vz-cat-buttons">
        <Button type="submit" color="pink.8" className="vz-cat-touch" loading={create.isPending}>
          {countText(tt.add, chosen.length)}
        </Button>
      </div>
    </form>
  );
}
