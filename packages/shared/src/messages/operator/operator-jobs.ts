/** The operator's page of the job queues and their failures (`/operatorius/darbai`). */
export const operatorJobs = {
  title: 'Darbų eilė',
  intro:
    'Laiškai, pranešimai ir priminimų peržiūra vyksta eilėje. Čia matyti, kiek darbų laukia, kiek atlikta ir kurie nepavyko.',
  countsTitle: 'Darbai pagal eilę ir būseną',
  queue: 'Eilė',
  total: 'Iš viso',
  queues: { 'send-mail': 'Laiškai', 'send-push': 'Pranešimai telefone', 'notices-sweep': 'Priminimų peržiūra' },
  states: {
    created: 'Laukia',
    retry: 'Bus kartojama',
    active: 'Vykdoma',
    completed: 'Atlikta',
    cancelled: 'Atšaukta',
    failed: 'Nepavyko',
  },
  failedTitle: 'Nepavykę darbai',
  noFailed: 'Nepavykusių darbų nėra.',
  attempts: 'Bandymų: {count}',
  failedAt: 'Nepavyko {when}',
  retry: 'Kartoti',
  retryOf: 'Kartoti darbą {id}',
  retried: 'Darbas bus atliktas dar kartą.',
  notRetried: 'Šio darbo kartoti nebereikia: jis jau pakartotas arba atliktas.',
  loadFailed: 'Nepavyko įkelti darbų eilės.',
  tryAgain: 'Bandyti dar kartą',
} as const;
