import { CLOSE, NOT_NOW, SAVE, SAVING, SENDING } from './words';

export const common = {
  save: SAVE,
  saving: SAVING,
  sending: SENDING,
  loading: 'Kraunama...',
  close: CLOSE,
  cancel: 'Atšaukti',
  confirm: 'Patvirtinti',
  decline: 'Atmesti',
  edit: 'Redaguoti',
  delete: 'Ištrinti',
  back: 'Atgal',
  yes: 'Taip',
  no: 'Ne',
  notNow: NOT_NOW,
} as const;
