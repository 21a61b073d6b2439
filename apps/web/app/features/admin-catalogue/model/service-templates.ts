/**
 * The services page's templates (`@vizitas/shared/service-templates`): which areas are offered
 * (the business's own first, the others on request), which templates are left (not yet among her
 * services), and a chosen template's body for the create-service API, checked as the service form
 * checks its own.
 */
import { CATEGORIES, type CategorySlug } from '@vizitas/shared';
import type { CreateServiceInput } from '@vizitas/shared/schemas/admin/services';
import { SERVICE_TEMPLATES, type ServiceTemplate } from '@vizitas/shared/service-templates';
import type { FieldErrorMap } from '~/components/forms/form-errors';
import { euroText } from './catalogue-format';
import { serviceBody } from './service-form';

export interface TemplateArea {
  slug: CategorySlug;
  /** The area's name, e.g. "Kirpėjai". */
  name: string;
  /** Its templates not yet among the business's services. */
  templates: readonly ServiceTemplate[];
}

/** What the owner made of one template: chosen or not, and its fields as typed. */
export interface TemplateDraft {
  chosen: boolean;
  name: string;
  duration: string;
  price: string;
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase('lt');

/**
 * The areas offered: the business's own categories (`own`, in the site's order), then every other
 * one (`other`). Without categories (or when they could not be read) every area is her own. A
 * template whose name is already one of her services is left out.
 */
export function templateAreas(
  categories: readonly string[] | null,
  existingNames: readonly string[],
): { own: TemplateArea[]; other: TemplateArea[] } {
  const existing = new Set(existingNames.map(nameKey));
  const areas = CATEGORIES.map((category) => ({
    slug: category.slug,
    name: category.name,
    templates: SERVICE_TEMPLATES[category.slug].filter((template) => !existing.has(nameKey(template.name))),
  }));
  const mine = new Set(categories ?? []);
  if (!areas.some((area) => mine.has(area.slug))) return { own: areas, other: [] };
  return { own: areas.filter((area) => mine.has(area.slug)), other: areas.filter((area) => !mine.has(area.slug)) };
}

/** A template as its row starts: not chosen, its own name, duration and price. */
export function templateDraft(template: ServiceTemplate): TemplateDraft {
  return { chosen: false, name: template.name, duration: String(template.durationMin), price: euroText(template.priceCents) };
}

/** The new service of a chosen template, offered by `specialistIds` (as a new service's form offers it), or its field errors. */
export function templateBody(
  template: ServiceTemplate,
  draft: TemplateDraft,
  specialistIds: string[],
): { body: CreateServiceInput; errors: FieldErrorMap } {
  return serviceBody({
    name: draft.name,
    categoryId: '',
    description: '',
    duration: draft.duration,
    price: draft.price,
    priceFrom: template.priceFrom,
    buffer: '0',
    specialistIds,
  });
}
