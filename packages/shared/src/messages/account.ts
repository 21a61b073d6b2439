/**
 * The customer's account: login, registration, password reset, e-mail verification, the profile
 * page with the phone number and two-factor login.
 */
import { EMAIL_ALREADY_VERIFIED, FIX_ERRORS, SAVE, SAVING, SENDING } from './common';

/** Section 2.2 (3), 4 and 5: the phone number request form and phone inputs. */
export const phone = {
  label: 'Telefono numeris',
  save: SAVE,
  saving: SAVING,
  required: 'Įveskite telefono numerį.',
  /** By validation error kind; any other kind shows no message (see `phoneErrorMessage`). */
  errors: {
    INVALID_COUNTRY: 'Neteisingas tel. numerio šalies kodas.',
    INVALID_FORMAT: 'Neteisingas tel. numerio formatas.',
    NOT_A_NUMBER: 'Neteisingas tel. numerio formatas.',
    INVALID_LENGTH: 'Neteisingas tel. numerio ilgis.',
    TOO_LONG: 'Per ilgas tel. numeris.',
    TOO_SHORT: 'Per trumpas tel. numeris.',
  },
  /** Toasts of the save call (section 8). */
  saved: 'Tel. numeris išsaugotas sėkmingai!',
  validationFailed: FIX_ERRORS,
  saveFailed: 'Įvyko klaida! Tel. numeris nebuvo išsaugotas. Bandykite dar kartą.',
  /** Developer-facing (error reporting), kept in English as the seed writes it. */
  missingForm: 'Missing phone number request form element!',
  request: {
    title: 'Nurodykite telefono numerį',
    text: 'Telefono numeris reikalingas, kad specialistas galėtų su jumis susisiekti dėl vizito.',
  },
  /** UI text of the country-code picker. */
  countryPicker: {
    searchPlaceholder: 'Ieškoti šalies',
    noResults: 'Šalių nerasta',
    selectedCountry: 'Pasirinkta šalis: {country}',
    noCountrySelected: 'Šalis nepasirinkta',
    countryList: 'Šalių sąrašas',
    clearSearch: 'Išvalyti paiešką',
    closeSelector: 'Uždaryti šalių sąrašą',
    /** Screen-reader summary of the search results. */
    searchSummary: 'Rasta šalių: {count}',
  },
} as const;

/** Section 4 "Resend verification button", section 8. */
export const emailVerification = {
  resend: 'Siųsti patvirtinimą iš naujo',
  sending: SENDING,
  /** The cooldown countdown ("Palaukite N s"). */
  wait: 'Palaukite {seconds} s',
  sent: 'Patvirtinimo laiškas išsiųstas sėkmingai!',
  /** Shown after `sent` in the same toast. */
  sentNote: 'Jei per minutę laiško negavote, galite bandyti išsiųsti dar kartą.',
  /** Failure answer of the server: contains a link, fill with `formatHtml`. */
  failed:
    'Įvyko klaida! Patvirtinimo laiškas nebuvo išsiųstas. Bandykite dar kartą arba <a href="{contactUrl}">susisiekite su mumis</a>.',
  /** Exception while sending (also reported). */
  error: 'Įvyko klaida! Patvirtinimo laiškas nebuvo išsiųstas.',
  /** errorCode verified_email. */
  alreadyVerified: EMAIL_ALREADY_VERIFIED,
  notice: 'Jūsų el. pašto adresas {email} dar nepatvirtintas. Patvirtinkite jį paspaudę nuorodą laiške.',
  verified: 'El. pašto adresas patvirtintas sėkmingai!',
  invalidLink: 'Patvirtinimo nuoroda neteisinga arba nebegalioja.',
} as const;

/** Login, registration, logout, password reset and e-mail verification pages (issue 3). */
export const auth = {
  fields: {
    name: 'Vardas ir pavardė',
    email: 'El. pašto adresas',
    password: 'Slaptažodis',
    newPassword: 'Naujas slaptažodis',
    currentPassword: 'Dabartinis slaptažodis',
    passwordHint: 'Ne trumpesnis nei 8 simbolių ir ne iš dažniausiai naudojamų.',
    code: 'Patvirtinimo kodas',
    /** The consent checkbox at registration; {terms} and {privacy} are links. */
    acceptTerms: 'Sutinku su {terms} ir {privacy}',
    termsLink: 'naudojimosi taisyklėmis',
    privacyLink: 'privatumo politika',
  },
  validation: {
    nameRequired: 'Įveskite vardą.',
    nameTooLong: 'Vardas per ilgas (daugiausia 100 simbolių).',
    emailRequired: 'Įveskite el. pašto adresą.',
    emailInvalid: 'Neteisingas el. pašto adreso formatas.',
    passwordRequired: 'Įveskite slaptažodį.',
    passwordTooShort: 'Slaptažodis turi būti ne trumpesnis nei 8 simbolių.',
    passwordTooLong: 'Slaptažodis per ilgas (daugiausia 200 simbolių).',
    passwordCommon: 'Šis slaptažodis per dažnai naudojamas, todėl nesaugus. Sugalvokite kitą.',
    passwordSameAsEmail: 'Slaptažodis negali sutapti su el. pašto adresu.',
    codeInvalid: 'Įveskite 6 skaitmenų kodą arba atsarginį kodą.',
    tokenMissing: 'Nuorodoje trūksta patvirtinimo kodo.',
    invalidValue: 'Neteisinga reikšmė.',
    tooLong: 'Per ilga reikšmė.',
    termsRequired: 'Norėdami registruotis, sutikite su naudojimosi taisyklėmis ir privatumo politika.',
  },
  login: {
    metaTitle: 'Prisijungimas – {brand}',
    title: 'Prisijungimas',
    text: 'Prisijunkite, kad galėtumėte registruotis vizitams ir matyti savo vizitus.',
    submit: 'Prisijungti',
    forgotPassword: 'Pamiršote slaptažodį?',
    noAccount: 'Neturite paskyros?',
    registerLink: 'Užsiregistruokite',
    success: 'Prisijungėte sėkmingai!',
  },
  twoFactor: {
    title: 'Dviejų veiksnių patvirtinimas',
    text: 'Įveskite 6 skaitmenų kodą iš autentifikavimo programėlės arba vieną iš atsarginių kodų.',
    submit: 'Patvirtinti',
    startOver: 'Prisijungti iš naujo',
  },
  register: {
    metaTitle: 'Registracija – {brand}',
    title: 'Sukurkite paskyrą',
    text: 'Paskyra leis registruotis vizitams, matyti jų istoriją ir gauti priminimus.',
    submit: 'Registruotis',
    haveAccount: 'Jau turite paskyrą?',
    loginLink: 'Prisijunkite',
    success: 'Paskyra sukurta! Patvirtinkite el. pašto adresą paspaudę nuorodą laiške.',
  },
  logout: {
    metaTitle: 'Atsijungimas – {brand}',
    title: 'Atsijungimas',
    text: 'Ar tikrai norite atsijungti?',
    submit: 'Atsijungti',
    success: 'Atsijungėte sėkmingai.',
  },
  passwordReset: {
    metaTitle: 'Slaptažodžio atkūrimas – {brand}',
    title: 'Slaptažodžio atkūrimas',
    text: 'Įveskite paskyros el. pašto adresą – atsiųsime nuorodą naujam slaptažodžiui nustatyti.',
    submit: 'Siųsti nuorodą',
    sent: 'Jei paskyra su šiuo el. pašto adresu yra, išsiuntėme laišką su nuoroda. Nuoroda galioja 1 valandą.',
    newTitle: 'Naujas slaptažodis',
    newText: 'Sukurkite naują slaptažodį. Pakeitus slaptažodį, visuose įrenginiuose būsite atjungti.',
    newSubmit: 'Išsaugoti slaptažodį',
    done: 'Slaptažodis pakeistas sėkmingai! Prisijunkite su nauju slaptažodžiu.',
    invalidLink: 'Slaptažodžio atkūrimo nuoroda neteisinga, jau panaudota arba nebegalioja.',
    requestAgain: 'Gauti naują nuorodą',
    backToLogin: 'Grįžti į prisijungimą',
  },
  emailVerification: {
    metaTitle: 'El. pašto patvirtinimas – {brand}',
    title: 'El. pašto patvirtinimas',
    continue: 'Tęsti',
    toProfile: 'Į profilį',
  },
} as const;

/** The profile page `/profilis` (issue 3 item 12). */
export const profile = {
  metaTitle: 'Profilis – {brand}',
  title: 'Mano profilis',
  details: {
    title: 'Asmeninė informacija',
    saved: 'Duomenys išsaugoti sėkmingai!',
  },
  email: {
    title: 'El. pašto adresas',
    verified: 'Patvirtintas',
    notVerified: 'Nepatvirtintas',
    newEmail: 'Naujas el. pašto adresas',
    change: 'Keisti el. pašto adresą',
    changeText: 'Naujas adresas pradės galioti, kai jį patvirtinsite paspaudę nuorodą laiške.',
    changeRequested: 'Išsiuntėme patvirtinimo laišką adresu {email}. El. pašto adresas pasikeis, kai paspausite nuorodą laiške.',
    pending: 'Laukiama naujo adreso {email} patvirtinimo.',
    sameAsCurrent: 'Tai jūsų dabartinis el. pašto adresas.',
  },
  phone: {
    title: 'Telefono numeris',
    none: 'Nenurodytas',
  },
  password: {
    title: 'Slaptažodis',
    submit: 'Keisti slaptažodį',
    changed: 'Slaptažodis pakeistas sėkmingai! Kituose įrenginiuose esate atjungti.',
  },
  sessions: {
    title: 'Prisijungę įrenginiai',
    text: 'Čia matote, kuriuose įrenginiuose esate prisijungę. Neatpažintą įrenginį atjunkite.',
    current: 'Šis įrenginys',
    unknownDevice: 'Nežinomas įrenginys',
    createdAt: 'Prisijungta {time}',
    lastSeenAt: 'Paskutinį kartą aktyvus {time}',
    end: 'Atjungti',
    ended: 'Įrenginys atjungtas.',
    logoutEverywhere: 'Atsijungti visuose įrenginiuose',
    loggedOutEverywhere: 'Atsijungėte visuose įrenginiuose.',
  },
  /** The person's data rights (issue 11 item 7): a copy of her data, and deleting the account. */
  privacy: {
    title: 'Mano duomenys',
    text: 'Atsisiųskite visų apie jus saugomų duomenų kopiją: paskyros, vizitų, atsiliepimų ir pranešimų nustatymų.',
    download: 'Atsisiųsti mano duomenis (JSON)',
    consent: 'Su taisyklėmis ir privatumo politika (versija {version}) sutikote {time}.',
    noConsent: 'Paskyra sukurta prieš įsigaliojant dabartinėms taisyklėms.',
    deleteTitle: 'Paskyros ištrynimas',
    deleteText:
      'Ištrynus paskyrą, būsimi vizitai atšaukiami, visi jūsų prisijungimai baigiami, o vardas, el. paštas, telefono numeris, pranešimai ir verslų kortelės apie jus ištrinami. Verslai pasilieka savo vizitų įrašus be jūsų asmens duomenų, atsiliepimai lieka be vardo. To atšaukti negalėsite.',
    deleteOpen: 'Ištrinti paskyrą',
    confirmTitle: 'Ar tikrai ištrinti paskyrą?',
    confirmText: 'Įveskite slaptažodį, kad patvirtintumėte. Būsimų vizitų: {count}. Jie bus atšaukti.',
    confirmSubmit: 'Taip, ištrinti visam laikui',
    cancel: 'Atšaukti',
    deleted: 'Paskyra ištrinta. Ačiū, kad buvote su mumis.',
    anonymousClient: 'Ištrinta paskyra',
    anonymousReviewer: 'Buvęs klientas',
    cancelledReason: 'Klientas ištrynė savo paskyrą.',
  },
} as const;

/** Two-factor login with an authenticator app (TOTP), on the profile page. */
export const twoFactor = {
  title: 'Dviejų veiksnių patvirtinimas',
  enabled: 'Įjungtas',
  disabled: 'Išjungtas',
  description:
    'Prisijungiant, be slaptažodžio, reikės ir kodo iš autentifikavimo programėlės (pvz., Google Authenticator ar Microsoft Authenticator).',
  enable: 'Įjungti',
  disable: 'Išjungti',
  scan: 'Nuskenuokite QR kodą autentifikavimo programėle arba įveskite raktą ranka.',
  secret: 'Raktas',
  qrAlt: 'QR kodas autentifikavimo programėlei',
  confirmCode: 'Programėlės rodomas kodas',
  confirm: 'Patvirtinti ir įjungti',
  enabledNow: 'Dviejų veiksnių patvirtinimas įjungtas sėkmingai!',
  recoveryTitle: 'Atsarginiai kodai',
  recoveryText:
    'Išsaugokite šiuos kodus saugioje vietoje. Kiekvienu jų galėsite prisijungti vieną kartą, jei neturėsite telefono. Daugiau jie nebus rodomi.',
  recoveryDone: 'Kodus išsaugojau',
  disableText: 'Norėdami išjungti, įveskite programėlės kodą arba slaptažodį.',
  codeOrPassword: 'Kodas arba slaptažodis',
  disabledNow: 'Dviejų veiksnių patvirtinimas išjungtas.',
} as const;

/** The area's sections together (the catalogue's tests; the service worker reads one area). */
export const accountMessages = { phone, emailVerification, auth, profile, twoFactor } as const;
