/** The card form's state: the three texts as typed, what changed against the saved card, and the limits. */
import {
  CLIENT_CARD_ALLERGIES_MAX,
  CLIENT_CARD_NOTES_MAX,
  CLIENT_CARD_PREFERENCES_MAX,
  type AdminClientCard,
  type AdminClientCardInput,
} from '@vizitas/shared/schemas/admin/clients';

export type CardTextField = 'notes' | 'allergies' | 'preferences';
export type CardTexts = Record<CardTextField, string>;

export const CARD_TEXT_FIELDS: readonly CardTextField[] = ['notes', 'allergies', 'preferences'];

export const CARD_TEXT_MAX: Readonly<Record<CardTextField, number>> = {
  notes: CLIENT_CARD_NOTES_MAX,
  allergies: CLIENT_CARD_ALLERGIES_MAX,
  preferences: CLIENT_CARD_PREFERENCES_MAX,
};

export function textsOf(card: AdminClientCard['card']): CardTexts {
  return { notes: card.notes, allergies: card.allergies, preferences: card.preferences };
}

/** The body that saves what the admin changed (compared trimmed, as the API stores it); null when nothing did. */
export function changedTexts(saved: CardTexts, typed: CardTexts): AdminClientCardInput | null {
  const changes: AdminClientCardInput = {};
  for (const field of CARD_TEXT_FIELDS) {
    if (typed[field].trim() !== saved[field]) changes[field] = typed[field].trim();
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** The fields typed past their limit (the form says so before sending). */
export function tooLong(typed: CardTexts): CardTextField[] {
  return CARD_TEXT_FIELDS.filter((field) => typed[field].trim().length > CARD_TEXT_MAX[field]);
}
