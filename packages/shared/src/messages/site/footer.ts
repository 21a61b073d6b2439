/** The page footer's links beside the contact and business registration links. */
export const footer = { privacy: 'Privatumo politika', terms: 'Taisyklės' } as const;
