/** The mails of a visit's own notices. */
export const noticeMails = {
  reminder: {
    subject: 'Priminimas: {when} – „{business}“',
    intro: 'Primename apie jūsų vizitą.',
    cancelHint: 'Jei atvykti negalėsite, atšaukite vizitą savo vizitų puslapyje – laikas atsilaisvins kitiems.',
    action: 'Mano vizitai',
  },
  reviewRequest: {
    subject: 'Kaip jums patiko „{business}“?',
    intro: 'Ačiū, kad lankėtės. Įvertinkite vizitą – jūsų nuomonė padeda kitiems išsirinkti, o verslui – tobulėti.',
    action: 'Įvertinti vizitą',
  },
  /** The footer line of every mail one can unsubscribe from. */
  unsubscribe: 'Nebenorite tokių laiškų? Atsisakykite: {url}',
  unsubscribeLink: 'Atsisakyti tokių laiškų',
  /** The mail to the platform about an owner's request for the premium plan. */
  premiumRequest: {
    subject: 'Premium plano užklausa: „{business}“',
    body: '{name} ({email}) prašo „{business}“ (/{slug}) premium plano. Funkcija, prie kurios ji priėjo: {feature}.',
    message: 'Žinutė: {message}',
  },
} as const;
