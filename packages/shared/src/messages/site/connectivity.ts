/** Section 4 "Connectivity", section 8. */
export const connectivity = {
  offline: 'Nėra ryšio. Pasitikrinkite ar esate prisijungę prie interneto.',
  online: 'Prisijungėte prie interneto sėkmingai!',
} as const;
