export const home = {
  /** Document title; fill `{brand}` with `BRAND.name`. */
  metaTitle: '{brand} – grožio specialistų paieška ir registracija internetu',
  hero: {
    title: 'Raskite grožio specialistą ir registruokitės internetu',
    subtitle:
      'Kirpėjai, manikiūro meistrai, kosmetologai ir kiti specialistai – laisvą laiką matote iš karto, o užsiregistruoti galite bet kuriuo paros metu.',
  },
  search: {
    title: 'Ieškokite pagal paslaugą ir miestą',
    category: 'Paslauga',
    categoryPlaceholder: 'Pasirinkite paslaugą',
    city: 'Miestas',
    cityPlaceholder: 'Pasirinkite miestą',
    submit: 'Ieškoti',
  },
  categories: {
    title: 'Paslaugų kategorijos',
  },
  featured: {
    title: 'Rekomenduojami specialistai',
    empty: 'Rekomenduojamų specialistų kol kas nėra.',
  },
  /** The home page's dismissible announcement (seed 2.2 item 12). */
  announcement: {
    title: 'Atnaujinome svetainę',
    text: 'Laisvą specialistų laiką dabar matote iš karto. Pastebėjote klaidą ar turite pasiūlymų?',
    link: 'Parašykite mums',
  },
  forBusiness: {
    title: 'Esate grožio specialistas?',
    text: 'Priimkite registracijas internetu, tvarkykite kalendorių ir klientų korteles vienoje vietoje.',
    cta: 'Registruoti verslą',
  },
} as const;
