/** The premium_modal (seed 2.2 item 7): the plan's benefits and a way to ask for it. */
export const premium = {
  title: 'Premium planas',
  intro: 'Ši funkcija – premium plano dalis. Su premium planu:',
  benefits: [
    'Antras priminimas klientams likus 2 valandoms iki vizito – mažiau neatvykusių.',
    'Priminimai ir el. paštu, ir naršyklės pranešimu.',
    'Prioritetinė pagalba darbo dienomis.',
  ],
  messageLabel: 'Žinutė (nebūtina)',
  request: 'Noriu premium plano',
  cancel: 'Ne dabar',
  requested: 'Užklausą gavome. Susisieksime per vieną darbo dieną.',
  alreadyRequested: 'Užklausą jau gavome {date}. Susisieksime per vieną darbo dieną.',
  failed: 'Užklausos išsiųsti nepavyko. Bandykite dar kartą.',
  ownerOnly: 'Premium planą užsakyti gali verslo savininkas.',
  features: { reminder_2h: 'priminimas prieš 2 valandas' },
} as const;
