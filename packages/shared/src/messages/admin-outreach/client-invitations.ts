/** `/administratorius/klientu-kvietimai` and `POST /api/admin/send-invitation`. */
export const clientInvitations = {
  title: 'Pakviesti klientus',
  intro:
    'Išsiųskite kvietimą registruotis internetu klientams, kurių el. pašto adresus jau turite. Kiekvienas gaus laišką su jūsų registracijos nuoroda.',
  listLabel: 'El. pašto adresai',
  listHint: 'Po vieną eilutėje. Vardą galite parašyti prieš adresą, atskyrę kableliu: „Asta Petraitė, asta@example.lt“.',
  fileLabel: 'Arba įkelkite CSV failą',
  fileHint: 'Stulpeliai: el. paštas ir (nebūtinai) vardas. Pirmoji eilutė gali būti antraštė.',
  chooseFile: 'Pasirinkti failą',
  /** `{name}`: the file read into the list. */
  fileRead: 'Failas „{name}“ perskaitytas: sąrašas užpildytas.',
  fileUnreadable: 'Failo perskaityti nepavyko. Įkelkite CSV arba TXT failą.',
  /** `{limit}` lines at most, `{daily}` a day. */
  limits: 'Vienu kartu – iki {limit} eilučių, per dieną – iki {daily} kvietimų.',
  /** `{left}` invitations left today. */
  leftToday: 'Šiandien dar galite išsiųsti: {left}.',
  send: 'Siųsti kvietimus',
  sending: 'Siunčiama...',
  ownerOnly: 'Kvietimus klientams siunčia verslo savininkas. Čia matote, kam jie jau išsiųsti.',
  consent: 'Siųskite kvietimus tik savo klientams, kurie sutiktų juos gauti. Kiekviename laiške yra nuoroda atsisakyti kvietimų.',
  emptyList: 'Įrašykite bent vieną el. pašto adresą.',
  /** The answer, as a toast: `{sent}` of `{total}` lines. */
  sentToast: 'Išsiųsta kvietimų: {sent}.',
  nothingSent: 'Nė vienas kvietimas neišsiųstas – peržiūrėkite rezultatus.',
  resultsTitle: 'Rezultatai',
  /** The results' table (it scrolls sideways on a phone): a region of its own, named apart from its section. */
  resultsTable: 'Kiekvienos eilutės rezultatas',
  /** `{sent}`, `{skipped}`. */
  resultsSummary: 'Išsiųsta: {sent}. Neišsiųsta: {skipped}.',
  line: 'Eilutė',
  email: 'El. paštas',
  name: 'Vardas',
  outcome: 'Rezultatas',
  outcomes: {
    invited: 'Išsiųsta',
    duplicate: 'Kartojasi sąraše',
    invalid_email: 'Neteisingas adresas',
    already_invited: 'Jau pakviestas',
    already_client: 'Jau registravosi pas jus',
    unsubscribed: 'Atsisakė kvietimų',
  },
  sentTitle: 'Išsiųsti kvietimai',
  noneSent: 'Kvietimų dar nesiuntėte.',
  /** `{count}` invitations in all. */
  sentCount: 'Iš viso: {count}.',
  sentAt: 'Išsiųsta',
  optedOut: 'Atsisakė',
  loadFailed: 'Kvietimų įkelti nepavyko. Patikrinkite ryšį ir bandykite dar kartą.',
  retry: 'Bandyti dar kartą',
  loading: 'Kraunama…',
  backToShare: 'Nuoroda klientams',
  /** The 429 when the day's limit would be passed: `{daily}`, `{left}`. */
  limitReached:
    'Per dieną galima išsiųsti iki {daily} kvietimų. Šiandien dar galite išsiųsti: {left}. Sutrumpinkite sąrašą arba likusius išsiųskite rytoj.',
  /** A line's field errors: `{line}`. */
  tooLongName: 'Vardas per ilgas (iki 120 simbolių).',
  /** The mail to the invited client. */
  mail: {
    /** `{business}`. */
    subject: '„{business}“ kviečia registruotis internetu',
    greeting: 'Sveiki, {name},',
    greetingNoName: 'Sveiki,',
    /** `{business}`. */
    intro:
      '„{business}“ dabar priima registracijas internetu. Pasirinkite paslaugą, specialistą ir jums patogų laiką – bet kuriuo paros metu, be skambučių.',
    action: 'Registruotis internetu',
    /** `{business}`. */
    why: 'Šį laišką gavote, nes „{business}“ nurodė jūsų el. pašto adresą kaip savo kliento.',
    unsubscribe: 'Nebenoriu gauti kvietimų',
    /** `{brandGenitive}` (`BRAND.genitive`). */
    unsubscribeText:
      'Jei nebenorite gauti kvietimų registruotis, atsisakykite jų – daugiau jų nesiųs joks {brandGenitive} verslas:',
  },
} as const;
