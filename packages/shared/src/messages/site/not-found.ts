import { BACK_HOME } from './words';

export const notFound = {
  title: 'Puslapis nerastas',
  text: 'Atsiprašome, tokio puslapio nėra. Galbūt nuoroda pasenusi arba adresas įvestas su klaida.',
  backHome: BACK_HOME,
} as const;
