import { UNEXPECTED_ERROR } from '../common/words';
import { BACK_HOME } from './words';

export const errorPage = {
  title: 'Įvyko klaida',
  text: UNEXPECTED_ERROR,
  retry: 'Bandyti dar kartą',
  backHome: BACK_HOME,
} as const;
