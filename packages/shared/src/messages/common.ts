/**
 * Texts of every area: buttons, dialog chrome, form errors, the messages of the API error codes
 * and the page chrome's navigation (shown on every page, also linked from the booking flow).
 *
 * A text that more than one place shows is defined once, here, and imported by the other areas.
 */

// Texts used in more than one place: one definition each.
export const SAVE = 'Išsaugoti';
export const SAVING = 'Išsaugoma...';
export const SENDING = 'Siunčiama...';
const CLOSE = 'Uždaryti';
export const FIX_ERRORS = 'Prašome ištaisyti klaidas!';
export const UNEXPECTED_ERROR = 'Įvyko netikėta klaida. Bandykite dar kartą vėliau.';
export const EMAIL_ALREADY_VERIFIED = 'Jūsų el. pašto adresas jau patvirtintas.';
const PAGE_NOT_FOUND = 'Puslapis nerastas.';
export const NOT_NOW = 'Ne dabar';

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

/** Generic modal / dialog chrome. */
export const dialog = {
  close: CLOSE,
} as const;

export const form = {
  fixErrors: FIX_ERRORS,
  required: 'Šis laukas privalomas.',
  badCharacters: 'Tekste yra neleistinų simbolių.',
} as const;

/** Messages of the stable API error codes (see `./error-codes`); keys are the codes. */
export const errors = {
  validation_failed: FIX_ERRORS,
  invalid_request: 'Neteisinga užklausa.',
  invalid_json: 'Neteisingas užklausos formatas.',
  invalid_token: 'Nuoroda neteisinga, jau panaudota arba nebegalioja.',
  invalid_two_factor_code: 'Neteisingas patvirtinimo kodas.',
  invalid_phone_number: 'Neteisingas tel. numeris.',
  wrong_password: 'Neteisingas slaptažodis.',
  payload_too_large: 'Siunčiami duomenys per dideli.',
  unsupported_media_type: 'Nepalaikomas duomenų formatas.',
  file_required: 'Pasirinkite nuotrauką įkelti.',
  image_too_large: 'Failas per didelis: nuotrauka gali būti iki 15 MB.',
  image_type_not_allowed: 'Tinka tik JPEG, PNG arba WebP nuotraukos (SVG, GIF ir kiti failai netinka).',
  image_unreadable: 'Nuotraukos nepavyko perskaityti: failas sugadintas arba tai ne nuotrauka.',
  image_extra_data:
    'Nuotraukos faile yra pašalinių duomenų. Išsaugokite nuotrauką iš naujo (pvz., nufotografuokite ekraną) ir įkelkite dar kartą.',
  image_too_many_pixels:
    'Nuotrauka per didelė: daugiausia 25 megapikseliai (pvz., 6000 × 4000 taškų). Sumažinkite ją ir įkelkite dar kartą.',
  image_too_small: 'Nuotrauka per maža: kiekviena kraštinė turi būti bent 64 taškų.',
  logo_missing: 'Pirmiausia įkelkite logotipą.',
  gallery_full: 'Galerijoje gali būti iki 40 nuotraukų. Ištrinkite kurią nors, kad įkeltumėte naują.',
  domain_taken: 'Šis domenas jau priskirtas kitam verslui.',
  unauthorized: 'Norėdami tęsti, prisijunkite.',
  invalid_credentials: 'Neteisingas el. pašto adresas arba slaptažodis.',
  two_factor_expired: 'Prisijungimo laikas baigėsi. Įveskite el. pašto adresą ir slaptažodį iš naujo.',
  forbidden: 'Neturite teisės atlikti šio veiksmo.',
  csrf_failed: 'Puslapio sesija pasibaigė. Atnaujinkite puslapį ir bandykite dar kartą.',
  booking_unavailable: 'Šiuo laiku registruotis internetu negalima. Dėl vizito susisiekite su salonu tiesiogiai.',
  not_found: PAGE_NOT_FOUND,
  resource_not_found: 'Įrašas nerastas.',
  method_not_allowed: 'Šis veiksmas negalimas.',
  conflict: 'Duomenys ką tik pasikeitė. Atnaujinkite puslapį ir bandykite dar kartą.',
  /** A free-plan business chose a premium feature (the 2 h reminder, docs/decisions/028). */
  premium_required: 'Ši funkcija – premium plano dalis. Užsisakykite premium planą.',
  already_premium: 'Šis verslas jau naudojasi premium planu.',
  slot_taken: 'Šis laikas jau užimtas. Pasirinkite kitą laiką.',
  slot_not_offered: 'Šiuo laiku registruotis negalima. Pasirinkite vieną iš siūlomų laikų.',
  services_not_offered: 'Pasirinktos paslaugos šiuo metu neteikiamos arba jų neteikia pasirinktas specialistas.',
  date_in_past: 'Praėjusios datos keisti negalima.',
  not_public_holiday: 'Ši data nėra valstybinė šventė.',
  unknown_reference: 'Pasirinktas įrašas nerastas.',
  notification_not_found: 'Pranešimas nerastas.',
  invitation_invalid: 'Kvietimas nerastas, nebegalioja arba jau panaudotas. Paprašykite atsiųsti naują.',
  override_exists: 'Šiam specialistui šios dienos tvarkaraštis jau pakeistas. Redaguokite esamą pakeitimą.',
  email_taken: 'Šis el. pašto adresas jau užregistruotas.',
  business_owner:
    'Jūs esate verslo savininkas. Prieš ištrindami paskyrą, perduokite verslą kitam žmogui arba parašykite mums per kontaktų puslapį, kad jį uždarytume.',
  slug_taken: 'Šis puslapio adresas jau užimtas. Pasirinkite kitą.',
  already_member: 'Jūs jau esate šio verslo komandoje.',
  specialist_has_login: 'Šis specialistas jau turi savo prisijungimą.',
  instruction_required: 'Šio žingsnio praleisti negalima: be jo klientai negalės užsiregistruoti.',
  invitation_list_empty: 'Sąraše nėra nė vieno el. pašto adreso.',
  invitation_list_unreadable: 'Sąrašo nepavyko perskaityti: įkelkite CSV failą arba įrašykite po vieną adresą eilutėje.',
  invitation_list_too_long: 'Vienu kartu galima siųsti iki 500 eilučių. Padalinkite sąrašą į kelias dalis.',
  invitation_limit_reached:
    'Šiandien kvietimų limitas jau išnaudotas: per dieną galima išsiųsti iki 200 kvietimų. Likusius išsiųskite rytoj.',
  two_factor_enabled: 'Dviejų veiksnių patvirtinimas jau įjungtas.',
  two_factor_not_enabled: 'Dviejų veiksnių patvirtinimas neįjungtas.',
  verified_email: EMAIL_ALREADY_VERIFIED,
  cancellation_closed: 'Šio vizito atšaukti nebegalima. Susisiekite su specialistu.',
  invalid_transition: 'Šio veiksmo su vizitu atlikti negalima.',
  already_reviewed: 'Šį vizitą jau įvertinote.',
  appointment_not_completed: 'Įvertinti galima tik įvykusį vizitą.',
  rate_limited: 'Per daug bandymų. Palaukite ir bandykite dar kartą.',
  internal_error: UNEXPECTED_ERROR,
  mail_failed: 'Įvyko klaida! Laiškas nebuvo išsiųstas. Bandykite dar kartą vėliau.',
  service_unavailable: 'Paslauga laikinai nepasiekiama. Bandykite dar kartą vėliau.',
} as const;

/** Top navbar and mobile bottom bar (section 2.1 "Page chrome", 2.2 (13)). */
export const nav = {
  search: 'Paieška',
  appointments: 'Mano vizitai',
  login: 'Prisijungti',
  register: 'Registracija',
  contact: 'Susisiekti',
  help: 'Pagalba',
  logout: 'Atsijungti',
  profile: 'Profilis',
  notifications: 'Pranešimai',
  admin: 'Administravimas',
  menu: 'Meniu',
  /** Fill with `{ brand: BRAND.accusative }`: "Grįžti į Vizitą". */
  homepageLink: 'Grįžti į {brand}',
} as const;

/** The area's sections together (the catalogue's tests; the service worker reads one area). */
export const commonMessages = { common, dialog, form, errors, nav } as const;
