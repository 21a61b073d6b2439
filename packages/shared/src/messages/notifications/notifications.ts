/** Section 2.2 (4), 4 "Notification". */
export const notifications = {
  title: 'Pranešimai',
  tab: 'Pranešimai',
  empty: 'Naujų pranešimų nėra.',
  dismiss: 'Paslėpti pranešimą',
  /** The bell that opens the dialog (navbar, bottom bar, admin shell). */
  open: 'Atidaryti pranešimus',
  /** The badge's words for screen readers: `{count}` unseen notifications. */
  badge: 'Neperžiūrėtų pranešimų: {count}',
  /** An unseen item's mark for screen readers. */
  unseen: 'Naujas',
  /** The day groups of the list. */
  today: 'Šiandien',
  yesterday: 'Vakar',
  /** The second tab: what the notifications are about. */
  aboutTab: 'Apie pranešimus',
  about:
    'Čia rasite žinias apie savo vizitus: gautas registracijas, patvirtinimus, atmetimus, perkėlimus ir atšaukimus, priminimus prieš vizitą ir prašymus jį įvertinti. Tas pačias žinias siunčiame ir el. paštu; ką ir kaip gauti, pasirinksite profilio pranešimų nustatymuose. Paspaudę pranešimą atsidursite ten, kur jis veda; perskaitytą pranešimą galite paslėpti.',
  aboutAdmin:
    'Verslo nariai čia gauna žinias apie naujas registracijas ir apie klientų atšauktus ar perkeltus vizitus. Paspaudę pranešimą atsidursite vizito puslapyje.',
  loadFailed: 'Pranešimų įkelti nepavyko. Bandykite dar kartą vėliau.',
  /**
   * The texts of the rows (written when the event happens, in the business's time zone).
   * `{business}` the business's name, `{when}` the visit's date and time, `{before}` the time
   * before a move, `{services}` the service names, `{client}` the customer's name,
   * `{specialist}` the specialist's name in the accusative, after „pas“ (`nameAccusative`: "pas Rūtą
   * Petraitienę"); `{reason}` the reason given (a sentence of its own).
   */
  texts: {
    bookingReceived: '„{business}“ gavo jūsų registraciją: {services}, {when}. Pranešime, kai ji bus patvirtinta.',
    bookingReceivedConfirmed: 'Jūsų vizitas „{business}“ užregistruotas ir patvirtintas: {services}, {when}.',
    bookingConfirmed: '„{business}“ patvirtino jūsų vizitą: {services}, {when}.',
    bookingDeclined: '„{business}“ atmetė jūsų registraciją: {services}, {when}.',
    bookingMoved: '„{business}“ perkėlė jūsų vizitą į {when} (buvo {before}).',
    bookingCancelledByBusiness: '„{business}“ atšaukė jūsų vizitą: {services}, {when}.',
    newRequest: 'Nauja registracija laukia patvirtinimo: {client}, {services}, {when} pas {specialist}.',
    newBooking: 'Naujas vizitas: {client}, {services}, {when} pas {specialist}.',
    cancelledByCustomer: '{client} atšaukė vizitą: {services}, {when} pas {specialist}.',
    movedByCustomer: '{client} perkėlė vizitą į {when} (buvo {before}) pas {specialist}.',
    reason: 'Priežastis: {reason}',
  },
} as const;
