import { NOT_NOW } from '../common/words';

/** Section 2.2 (5), 4 "PWA modal", 8. */
export const pwa = {
  installed: 'Aplikacija įrašyta sėkmingai! Prašome prisijungti naudojantis mobiliąja aplikacija.',
  title: 'Įsidiekite mobiliąją aplikaciją',
  text: 'Su {brandGenitive} aplikacija registruotis vizitams ir sekti pranešimus – greičiau.',
  install: 'Įdiegti',
  cancel: NOT_NOW,
  open: 'Mobilioji aplikacija',
  instructions: {
    androidChrome: 'Atidarykite naršyklės meniu (⋮) ir pasirinkite „Įdiegti programą“ arba „Pridėti prie pagrindinio ekrano“.',
    androidSamsung: 'Atidarykite naršyklės meniu (☰) ir pasirinkite „Pridėti puslapį prie“ → „Pradžios ekranas“.',
    iosSafari: 'Paspauskite bendrinimo mygtuką (kvadratas su rodykle) ir pasirinkite „Į pradžios ekraną“.',
    androidOther: 'Aplikaciją galima įsidiegti tik naudojantis Chrome arba Samsung Internet naršykle.',
    iosOther: 'Aplikaciją galima įsidiegti tik naudojantis Safari naršykle.',
    /** A computer or another phone: where the app can be installed. */
    other:
      'Aplikaciją galima įsidiegti telefone naudojantis Chrome (arba Samsung Internet) naršykle Android telefone arba Safari naršykle iPhone.',
    /** A browser that offers the install itself (Chrome on a computer): the button does it. */
    prompt: 'Paspauskite „Įdiegti“ – aplikacija atsiras tarp jūsų programų.',
  },
  /** The web app manifest (what the phone shows for the installed app). */
  manifest: {
    name: '{brand} – grožio specialistų registracija',
    description: 'Registruokitės pas grožio specialistus internetu ir gaukite priminimus apie vizitus.',
  },
  /** The page the service worker shows when a link is opened without a connection. */
  offline: {
    title: 'Nėra ryšio',
    text: 'Puslapio atidaryti nepavyko, nes nėra interneto ryšio. Pasitikrinkite ryšį ir bandykite dar kartą.',
    retry: 'Bandyti dar kartą',
  },
} as const;
