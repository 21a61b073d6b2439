/** Pure helpers of the catalogue pages: prices typed in euro, Lithuanian plurals, groups and orders. */
import { format } from '@vizitas/shared';

const plural = new Intl.PluralRules('lt');

/** The Lithuanian form of a count: "1 paslauga", "3 paslaugos", "10 paslaugų" (`zero` when given and 0). */
export function countText(forms: { zero?: string; one: string; few: string; other: string }, count: number): string {
  if (count === 0 && forms.zero) return forms.zero;
  const category = plural.select(count);
  const template = category === 'one' ? forms.one : category === 'few' ? forms.few : forms.other;
  return format(template, { count });
}

/** "35", "35,5", "35,50" or "35.50" → 3550 cents; anything else (or more than two decimals) → null. */
export function parseEuro(text: string): number | null {
  const value = text.trim().replace(/\s/g, '').replace('€', '');
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(value)) return null;
  const [whole, fraction = ''] = value.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 3550 → "35,50", 3500 → "35" (for the price field). */
export function euroText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** `items` moved: the one at `from` now stands at `to` (the others keep their order). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(to, 0, item);
  return next;
}

export interface Grouped<T> {
  /** The category's id; null for the services without one (shown last). */
  id: string | null;
  name: string | null;
  items: T[];
}

/**
 * The services under their categories, in the categories' order (each group in the services'
 * own order); those without a category (or with one not listed) last. Empty categories are kept.
 */
export function groupByCategory<T extends { categoryId: string | null }>(
  services: readonly T[],
  categories: readonly { id: string; name: string }[],
): Grouped<T>[] {
  const known = new Set(categories.map((category) => category.id));
  const groups: Grouped<T>[] = categories.map((category) => ({
    id: category.id,
    name: category.name,
    items: services.filter((service) => service.categoryId === category.id),
  }));
  const rest = services.filter((service) => service.categoryId === null || !known.has(service.categoryId));
  if (rest.length > 0) groups.push({ id: null, name: null, items: rest });
  return groups;
}

/** The whole order of the services after one group got a new order: the groups one after the other. */
export function orderAfterGroupMove<T extends { id: string }>(
  groups: readonly Grouped<T>[],
  groupIndex: number,
  items: readonly T[],
): string[] {
  return groups.flatMap((group, index) => (index === groupIndex ? items : group.items).map((item) => item.id));
}
