/**
 * The slug field of the registration form: it follows the business name (transliterated) until
 * the person types a slug of her own; clearing it makes it follow the name again.
 */
import { slugFromName } from '@vizitas/shared/slug';

export interface SlugState {
  value: string;
  /** The person typed this slug herself. */
  edited: boolean;
}

export const INITIAL_SLUG: SlugState = { value: '', edited: false };

/** The name changed: a followed slug becomes the name's; an edited one stays. */
export function slugAfterName(state: SlugState, name: string): SlugState {
  if (state.edited) return state;
  return { value: name.trim() === '' ? '' : slugFromName(name), edited: false };
}

/** The person typed in the slug field (spaces become dashes, letters lower case as she types). */
export function slugAfterTyping(typed: string, name: string): SlugState {
  const value = typed.toLowerCase().replace(/\s+/g, '-');
  if (value === '') return slugAfterName({ value: '', edited: false }, name);
  return { value, edited: true };
}
