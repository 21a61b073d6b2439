/** Picture uploads: the drop zone, progress and the errors it shows. */
export const uploads = {
  dropHere: 'Nutempkite nuotraukas čia arba',
  dropHereOne: 'Nutempkite nuotrauką čia arba',
  choose: 'pasirinkite failus',
  chooseOne: 'Pasirinkite failą',
  hint: 'JPEG, PNG arba WebP, iki {mb} MB.',
  uploading: 'Įkeliama {percent}%',
  processing: 'Apdorojama...',
  done: 'Įkelta',
  failed: 'Neįkelta',
  retry: 'Bandyti dar kartą',
  dismiss: 'Pašalinti iš sąrašo',
  tooLarge: 'Failas per didelis: nuotrauka gali būti iki {mb} MB.',
  notImage: 'Tinka tik JPEG, PNG arba WebP nuotraukos.',
} as const;
