import { FIX_ERRORS } from './words';

export const form = {
  fixErrors: FIX_ERRORS,
  required: 'Šis laukas privalomas.',
  badCharacters: 'Tekste yra neleistinų simbolių.',
} as const;
