/** Section 2.2 (6). */
export const cookieConsent = {
  title: 'Slapukai',
  text: 'Naudojame slapukus, kad svetainė veiktų ir galėtume ją tobulinti.',
  choice: '„Tik būtini“ – tik tie, be kurių svetainė neveiktų.',
  accept: 'Sutinku',
  necessaryOnly: 'Tik būtini',
} as const;
