/** Lithuanian counted forms: „1 kartą“, „3 kartus“, „10 kartų“, by `Intl.PluralRules('lt')`. */
import { format } from '@vizitas/shared';

const plural = new Intl.PluralRules('lt');

export interface CountForms {
  one: string;
  few: string;
  other: string;
}

export function formatCount(forms: CountForms, count: number): string {
  const category = plural.select(count);
  return format(category === 'one' ? forms.one : category === 'few' ? forms.few : forms.other, { count });
}
