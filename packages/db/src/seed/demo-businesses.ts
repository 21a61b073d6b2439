import type { BusinessPlan } from '../schema/index';

// Demo businesses: realistic Lithuanian salons and specialists for development, demos and
// end-to-end tests. Deterministic: the same data on every run.

/** Category slugs used by the demo data (the public search's `/grozio-specialistai/{category}`). */
export const DEMO_CATEGORY_SLUGS = [
  'kirpejai',
  'manikiuras',
  'pedikiuras',
  'blakstienos-antakiai',
  'kosmetologai',
  'masazas',
  'makiazas',
  'depiliacija',
] as const;
export type DemoCategorySlug = (typeof DEMO_CATEGORY_SLUGS)[number];

/** City slugs used by the demo data (`/grozio-specialistai/{category}/{city}`). */
export const DEMO_CITY_SLUGS = ['vilnius', 'kaunas', 'klaipeda', 'siauliai', 'panevezys'] as const;
export type DemoCitySlug = (typeof DEMO_CITY_SLUGS)[number];

export interface DemoService {
  name: string;
  durationMin: number;
  /** Euro cents. */
  priceCents: number;
  /** „nuo“: the price is a starting price. */
  priceFrom?: boolean;
  bufferAfterMin?: number;
  description?: string;
}

export interface DemoServiceCategory {
  name: string;
  services: DemoService[];
}

export interface DemoSpecialist {
  name: string;
  title: string;
  bio?: string;
  /** Names of the services this specialist offers, or 'all'. */
  services: 'all' | string[];
}

export interface DemoBusiness {
  slug: string;
  name: string;
  customDomain?: string;
  city: DemoCitySlug;
  categories: DemoCategorySlug[];
  description: string;
  address: string;
  phone: string;
  email: string;
  website?: string;
  /** Instagram handle without „@“. */
  instagram?: string;
  /**
   * The logo shipped in apps/web/public/demo/: `{logo}.webp` as uploaded and `{logo}-apvalus.webp`,
   * its round crop (docs/decisions/026).
   */
  logo?: string;
  plan: BusinessPlan;
  onboarded: boolean;
  /**
   * The operator's contacts with the business (the onboarding pipeline, `/operatorius/verslai`), by
   * the demo operator: days before the seed, how, a note. The business's `contacted_at` is the last.
   */
  contacts?: DemoContact[];
  /** Days before the seed when the business registered (default: the seed's time). */
  registeredDaysAgo?: number;
  /** The owner has not entered any working hours yet (the pipeline's „registered“ stage). */
  withoutWorkingHours?: boolean;
  /** Nobody has booked it yet (the pipeline's „live“ stage, or „dormant“ when it registered long ago). */
  withoutBookings?: boolean;
  minimumNoticeMin?: number;
  maxAdvanceDays?: number;
  slotStepMin?: number;
  autoConfirm?: boolean;
  cancellationDeadlineMin?: number;
  specialists: DemoSpecialist[];
  serviceCategories: DemoServiceCategory[];
}

export interface DemoContact {
  daysAgo: number;
  channel: 'phone' | 'email' | 'visit';
  note: string;
}

/** The business the demo admin owns; it has its own domain. */
export const DEMO_DOMAIN_BUSINESS_SLUG = 'studija-aiste';
export const DEMO_CUSTOM_DOMAIN = 'studija-aiste.lt';

export const demoBusinesses: DemoBusiness[] = [
  // ——— Vilnius ———
  {
    slug: DEMO_DOMAIN_BUSINESS_SLUG,
    name: 'Grožio studija Aistė',
    customDomain: DEMO_CUSTOM_DOMAIN,
    city: 'vilnius',
    categories: ['blakstienos-antakiai', 'makiazas'],
    description:
      'Jauki studija Vilniaus senamiestyje, kurioje rūpinamės jūsų žvilgsniu: blakstienų priauginimas, antakių korekcija ir makiažas bet kuriai progai. Dirbame tik su sertifikuotomis, akims draugiškomis priemonėmis. Pirmą kartą atvykusiems visada patariame, kas tiks būtent jums.',
    address: 'Vilniaus g. 22, LT-01119 Vilnius',
    phone: '+37061234501',
    email: 'labas@studija-aiste.lt',
    website: 'https://studija-aiste.lt',
    instagram: 'studija.aiste',
    logo: 'logotipas-studija-aiste',
    plan: 'premium',
    onboarded: true,
    registeredDaysAgo: 75,
    contacts: [
      { daysAgo: 70, channel: 'email', note: 'Išsiųstas pasiūlymas, domisi priminimais klientams.' },
      { daysAgo: 40, channel: 'visit', note: 'Aplankiau studiją, padėjau susikelti paslaugas. Pereina į Premium.' },
    ],
    cancellationDeadlineMin: 1440,
    specialists: [
      {
        name: 'Aistė Kazlauskienė',
        title: 'Blakstienų ir antakių meistrė, studijos įkūrėja',
        bio: 'Blakstienas priauginu nuo 2014 metų, vedu mokymus pradedančioms meistrėms.',
        services: [
          'Blakstienų priauginimas 1D',
          'Blakstienų priauginimas 2D',
          'Blakstienų korekcija (iki 3 savaičių)',
          'Blakstienų laminavimas ir dažymas',
          'Antakių korekcija ir dažymas',
          'Antakių laminavimas',
        ],
      },
      {
        name: 'Gintarė Vaitkutė',
        title: 'Vizažistė',
        bio: 'Kuriu natūralų, ilgai išliekantį makiažą vestuvėms, fotosesijoms ir šventėms.',
        services: ['Dieninis makiažas', 'Vakarinis makiažas', 'Nuotakos makiažas su bandymu', 'Antakių korekcija ir dažymas'],
      },
      {
        name: 'Rūta Mockutė',
        title: 'Blakstienų meistrė',
        services: [
          'Blakstienų priauginimas 1D',
          'Blakstienų priauginimas 2D',
          'Blakstienų korekcija (iki 3 savaičių)',
          'Blakstienų laminavimas ir dažymas',
        ],
      },
    ],
    serviceCategories: [
      {
        name: 'Blakstienos',
        services: [
          {
            name: 'Blakstienų priauginimas 1D',
            durationMin: 90,
            priceCents: 3500,
            description: 'Klasikinis priauginimas: prie kiekvienos natūralios blakstienos – viena dirbtinė.',
          },
          {
            name: 'Blakstienų priauginimas 2D',
            durationMin: 120,
            priceCents: 4500,
            description: 'Pusiau tūrinis priauginimas – ryškesnis, bet vis dar natūralus žvilgsnis.',
          },
          { name: 'Blakstienų korekcija (iki 3 savaičių)', durationMin: 60, priceCents: 2500 },
          { name: 'Blakstienų laminavimas ir dažymas', durationMin: 60, priceCents: 3000 },
        ],
      },
      {
        name: 'Antakiai',
        services: [
          { name: 'Antakių korekcija ir dažymas', durationMin: 45, priceCents: 2000 },
          {
            name: 'Antakių laminavimas',
            durationMin: 60,
            priceCents: 2800,
            description: 'Antakių plaukeliai suguldomi norima kryptimi, efektas išlieka 6–8 savaites.',
          },
        ],
      },
      {
        name: 'Makiažas',
        services: [
          { name: 'Dieninis makiažas', durationMin: 45, priceCents: 3500 },
          { name: 'Vakarinis makiažas', durationMin: 60, priceCents: 4500 },
          {
            name: 'Nuotakos makiažas su bandymu',
            durationMin: 120,
            priceCents: 9000,
            priceFrom: true,
            description: 'Makiažo bandymas iš anksto ir makiažas vestuvių dieną.',
          },
        ],
      },
    ],
  },
  {
    slug: 'kirpykla-zirkles',
    name: 'Kirpykla „Žirklės“',
    city: 'vilnius',
    categories: ['kirpejai'],
    description:
      'Kirpykla Vilniaus centre, kurioje laukiami ir moterys, ir vyrai, ir vaikai. Kerpame, dažome ir puošiame plaukus jau daugiau nei dešimt metų. Kavos puodelis laukiant – visada.',
    address: 'Pylimo g. 14, LT-01117 Vilnius',
    phone: '+37061234502',
    email: 'info@kirpykla-zirkles.lt',
    website: 'https://kirpykla-zirkles.lt',
    instagram: 'kirpykla.zirkles',
    plan: 'free',
    onboarded: true,
    specialists: [
      {
        name: 'Jurgita Stankevičienė',
        title: 'Kirpėja-stilistė',
        bio: 'Mėgstu drąsius pokyčius, bet visada patarsiu, kaip šukuoseną prižiūrėti namuose.',
        services: ['Moteriškas kirpimas', 'Vaikiškas kirpimas (iki 12 m.)', 'Plaukų dažymas vienu tonu', 'Šventinė šukuosena'],
      },
      {
        name: 'Mindaugas Jankauskas',
        title: 'Barberis',
        services: ['Vyriškas kirpimas', 'Barzdos modeliavimas', 'Vaikiškas kirpimas (iki 12 m.)'],
      },
      {
        name: 'Eglė Žukauskaitė',
        title: 'Kirpėja-koloristė',
        bio: 'Balayage, sruogelės ir sudėtingi spalvų perėjimai – mano kasdienybė.',
        services: [
          'Moteriškas kirpimas',
          'Plaukų dažymas vienu tonu',
          'Sruogelių dažymas (balayage)',
          'Plaukų tiesinimas keratinu',
        ],
      },
    ],
    serviceCategories: [
      {
        name: 'Moterims',
        services: [
          {
            name: 'Moteriškas kirpimas',
            durationMin: 60,
            priceCents: 3500,
            description: 'Plaukų plovimas, kirpimas ir sušukavimas.',
          },
          { name: 'Šventinė šukuosena', durationMin: 60, priceCents: 4000, priceFrom: true },
          { name: 'Plaukų tiesinimas keratinu', durationMin: 150, priceCents: 8000, priceFrom: true },
        ],
      },
      {
        name: 'Vyrams ir vaikams',
        services: [
          { name: 'Vyriškas kirpimas', durationMin: 30, priceCents: 1800 },
          { name: 'Barzdos modeliavimas', durationMin: 30, priceCents: 1500 },
          { name: 'Vaikiškas kirpimas (iki 12 m.)', durationMin: 30, priceCents: 1200 },
        ],
      },
      {
        name: 'Dažymas',
        services: [
          {
            name: 'Plaukų dažymas vienu tonu',
            durationMin: 120,
            priceCents: 5500,
            priceFrom: true,
            description: 'Kaina priklauso nuo plaukų ilgio ir dažų kiekio.',
          },
          { name: 'Sruogelių dažymas (balayage)', durationMin: 180, priceCents: 9500, priceFrom: true },
        ],
      },
    ],
  },
  {
    slug: 'nagu-namai',
    name: 'Nagų namai',
    city: 'vilnius',
    categories: ['manikiuras', 'pedikiuras'],
    description:
      'Manikiūro ir pedikiūro studija Žirmūnuose su patogia automobilių stovėjimo aikštele. Įrankius sterilizuojame autoklave, o gelinio lako spalvų turime daugiau nei trys šimtai. Ateikite pailsėti – mes pasirūpinsime jūsų nagais.',
    address: 'Žirmūnų g. 68, LT-09131 Vilnius',
    phone: '+37061234503',
    email: 'nagunamai@gmail.com',
    instagram: 'nagu.namai',
    plan: 'free',
    onboarded: true,
    specialists: [
      {
        name: 'Indrė Petraitytė',
        title: 'Manikiūrininkė',
        services: [
          'Klasikinis manikiūras',
          'Gelinis lakavimas',
          'Nagų priauginimas geliu',
          'Gelinio lako nuėmimas',
          'Nagų dizainas (10 nagų)',
        ],
      },
      {
        name: 'Laura Šimkutė',
        title: 'Manikiūrininkė-pedikiūrininkė',
        bio: 'Mėgstu tvarkingus, natūralius nagus ir kruopštų aparatinį pedikiūrą.',
        services: 'all',
      },
    ],
    serviceCategories: [
      {
        name: 'Manikiūras',
        services: [
          { name: 'Klasikinis manikiūras', durationMin: 45, priceCents: 2000 },
          {
            name: 'Gelinis lakavimas',
            durationMin: 75,
            priceCents: 3000,
            description: 'Manikiūras ir ilgai išliekantis gelinis lakas – iki 3 savaičių.',
          },
          { name: 'Nagų priauginimas geliu', durationMin: 120, priceCents: 4500 },
          { name: 'Gelinio lako nuėmimas', durationMin: 20, priceCents: 800 },
          { name: 'Nagų dizainas (10 nagų)', durationMin: 15, priceCents: 500, priceFrom: true },
        ],
      },
      {
        name: 'Pedikiūras',
        services: [
          { name: 'Aparatinis pedikiūras', durationMin: 60, priceCents: 3500 },
          { name: 'Pedikiūras su geliniu lakavimu', durationMin: 90, priceCents: 4200 },
        ],
      },
    ],
  },
  {
    slug: 'masazo-erdve-ramybe',
    name: 'Masažo erdvė „Ramybė“',
    city: 'vilnius',
    categories: ['masazas'],
    description:
      'Rami vieta Antakalnyje, kur galima pamiršti skubą ir įtampą. Atliekame klasikinius, sportinius ir atpalaiduojančius masažus, dirba diplomuoti kineziterapeutai. Po masažo pasiūlysime žolelių arbatos.',
    address: 'Antakalnio g. 17, LT-10312 Vilnius',
    phone: '+37061234504',
    email: 'registracija@ramybe.lt',
    website: 'https://ramybe.lt',
    plan: 'premium',
    onboarded: true,
    slotStepMin: 30,
    cancellationDeadlineMin: 720,
    specialists: [
      {
        name: 'Tomas Kavaliauskas',
        title: 'Masažuotojas',
        bio: 'Sportinio ir gydomojo masažo specialistas, dirbęs su krepšinio komandomis.',
        services: ['Klasikinis nugaros masažas', 'Viso kūno masažas', 'Sportinis masažas', 'Karštųjų akmenų masažas'],
      },
      {
        name: 'Vaida Urbonienė',
        title: 'Kineziterapeutė, masažuotoja',
        services: 'all',
      },
    ],
    serviceCategories: [
      {
        name: 'Klasikiniai masažai',
        services: [
          { name: 'Klasikinis nugaros masažas', durationMin: 45, priceCents: 4000, bufferAfterMin: 15 },
          { name: 'Viso kūno masažas', durationMin: 90, priceCents: 6500, bufferAfterMin: 15 },
          { name: 'Sportinis masažas', durationMin: 60, priceCents: 5000, bufferAfterMin: 15 },
          { name: 'Limfodrenažinis masažas', durationMin: 60, priceCents: 5500, bufferAfterMin: 15 },
        ],
      },
      {
        name: 'Atpalaiduojantys masažai',
        services: [
          { name: 'Aromaterapinis masažas', durationMin: 60, priceCents: 5000, bufferAfterMin: 15 },
          {
            name: 'Karštųjų akmenų masažas',
            durationMin: 75,
            priceCents: 6000,
            bufferAfterMin: 15,
            description: 'Įkaitinti vulkaniniai akmenys giliai atpalaiduoja raumenis.',
          },
          { name: 'Veido masažas „Kobido“', durationMin: 45, priceCents: 4500, bufferAfterMin: 15 },
        ],
      },
    ],
  },
  {
    slug: 'kosmetologe-ruta-norkiene',
    name: 'Kosmetologė Rūta Norkienė',
    city: 'vilnius',
    categories: ['kosmetologai', 'depiliacija'],
    description:
      'Individualus kosmetologės kabinetas Šeškinėje. Odą pirmiausia įvertinu, o tik tada parenku procedūrą ir namų priežiūrą. Dirbu su profesionalia lietuviška ir prancūziška kosmetika.',
    address: 'Ukmergės g. 126, LT-08100 Vilnius',
    phone: '+37061234505',
    email: 'ruta.kosmetologe@gmail.com',
    instagram: 'kosmetologe.ruta',
    plan: 'free',
    onboarded: true,
    specialists: [
      {
        name: 'Rūta Norkienė',
        title: 'Kosmetologė',
        bio: 'Estetinės kosmetologijos studijas baigiau Vilniaus kolegijoje, nuolat tobulinuosi.',
        services: 'all',
      },
    ],
    serviceCategories: [
      {
        name: 'Veido procedūros',
        services: [
          { name: 'Veido valymas ultragarsu', durationMin: 60, priceCents: 4000 },
          {
            name: 'Kombinuotas veido valymas',
            durationMin: 90,
            priceCents: 5500,
            description: 'Mechaninis ir ultragarsinis valymas, kaukė ir veido masažas.',
          },
          { name: 'Cheminis veido šveitimas', durationMin: 45, priceCents: 4500, priceFrom: true },
          { name: 'Drėkinamoji veido procedūra', durationMin: 60, priceCents: 5000 },
        ],
      },
      {
        name: 'Depiliacija',
        services: [
          { name: 'Blauzdų depiliacija vašku', durationMin: 30, priceCents: 2000 },
          { name: 'Bikini zonos depiliacija cukraus pasta', durationMin: 30, priceCents: 2500 },
          { name: 'Pažastų depiliacija', durationMin: 15, priceCents: 1000 },
        ],
      },
    ],
  },
  {
    slug: 'barberiu-klubas-usas',
    name: 'Barberių klubas „Ūsas“',
    city: 'vilnius',
    categories: ['kirpejai'],
    description:
      'Barberių klubas senamiestyje vyrams, kurie vertina tvarkingą kirpimą ir gerą pokalbį. Kerpame, modeliuojame barzdas ir skutame tradiciniu skustuvu. Užsukite kartu su sūnumi – nukirpsime abu.',
    address: 'Totorių g. 5, LT-01120 Vilnius',
    phone: '+37061234506',
    email: 'klubas@usas.lt',
    website: 'https://usas.lt',
    instagram: 'usas.barbers',
    plan: 'premium',
    onboarded: true,
    autoConfirm: true,
    minimumNoticeMin: 30,
    cancellationDeadlineMin: 180,
    specialists: [
      { name: 'Karolis Paulauskas', title: 'Vyresnysis barberis', services: 'all' },
      { name: 'Dovydas Vasiliauskas', title: 'Barberis', services: 'all' },
      {
        name: 'Justas Butkus',
        title: 'Jaunesnysis barberis',
        services: ['Vyriškas kirpimas', 'Kirpimas mašinėle', 'Barzdos modeliavimas'],
      },
    ],
    serviceCategories: [
      {
        name: 'Kirpimai',
        services: [
          { name: 'Vyriškas kirpimas', durationMin: 45, priceCents: 2500 },
          { name: 'Kirpimas mašinėle', durationMin: 30, priceCents: 1500 },
          { name: 'Tėvo ir sūnaus kirpimas', durationMin: 75, priceCents: 4000 },
        ],
      },
      {
        name: 'Barzda',
        services: [
          { name: 'Barzdos modeliavimas', durationMin: 30, priceCents: 1800 },
          { name: 'Kirpimas ir barzdos modeliavimas', durationMin: 75, priceCents: 3800 },
          {
            name: 'Karališkas skutimas',
            durationMin: 45,
            priceCents: 2500,
            description: 'Skutimas tradiciniu skustuvu su karštais rankšluosčiais ir balzamu.',
          },
        ],
      },
    ],
  },
  {
    slug: 'depiliacijos-studija-glotni',
    name: 'Depiliacijos studija „Glotni“',
    city: 'vilnius',
    categories: ['depiliacija'],
    description:
      'Depiliacija vašku ir cukraus pasta Naujamiestyje. Naudojame hipoalergenines priemones, tinkančias ir jautriai odai. Procedūros greitos, o atmosfera – jauki.',
    address: 'Kalvarijų g. 98, LT-08211 Vilnius',
    phone: '+37061234507',
    email: 'glotni.studija@gmail.com',
    plan: 'free',
    // In the operator's onboarding pipeline: contacted, not live yet.
    onboarded: false,
    registeredDaysAgo: 9,
    contacts: [{ daysAgo: 3, channel: 'phone', note: 'Paslaugos suvestos, darbo laiką įves savaitgalį.' }],
    specialists: [{ name: 'Greta Navickaitė', title: 'Depiliacijos specialistė', services: 'all' }],
    serviceCategories: [
      {
        name: 'Depiliacija vašku',
        services: [
          { name: 'Kojų depiliacija vašku', durationMin: 50, priceCents: 3500 },
          { name: 'Blauzdų depiliacija vašku', durationMin: 30, priceCents: 2200 },
          { name: 'Pažastų depiliacija vašku', durationMin: 15, priceCents: 1000 },
        ],
      },
      {
        name: 'Depiliacija cukraus pasta',
        services: [
          { name: 'Gilioji bikini depiliacija', durationMin: 45, priceCents: 3500 },
          { name: 'Rankų depiliacija', durationMin: 30, priceCents: 2000 },
          { name: 'Viršutinės lūpos depiliacija', durationMin: 15, priceCents: 700 },
        ],
      },
    ],
  },

  // ——— Kaunas ———
  {
    slug: 'kirpykla-sruoga',
    name: 'Kirpykla „Sruoga“',
    city: 'kaunas',
    categories: ['kirpejai'],
    description:
      'Kirpykla pačioje Laisvės alėjoje, kur dirba dvi patyrusios kirpėjos. Specializuojamės plaukų dažymu ir atstatomosiomis procedūromis. Jūsų plaukams parinksime tinkamiausią priežiūrą.',
    address: 'Laisvės al. 53, LT-44309 Kaunas',
    phone: '+37061234508',
    email: 'sruoga.kaunas@gmail.com',
    instagram: 'kirpykla.sruoga',
    plan: 'free',
    onboarded: true,
    specialists: [
      {
        name: 'Rasa Jonaitienė',
        title: 'Kirpėja',
        services: ['Moteriškas kirpimas', 'Vyriškas kirpimas', 'Plaukų galiukų kirpimas', 'Proginė šukuosena'],
      },
      {
        name: 'Simona Kairytė',
        title: 'Kirpėja-koloristė',
        bio: 'Spalva – mano aistra: nuo natūralių atspalvių iki drąsių sprendimų.',
        services: 'all',
      },
    ],
    serviceCategories: [
      {
        name: 'Kirpimai',
        services: [
          { name: 'Moteriškas kirpimas', durationMin: 60, priceCents: 3000 },
          { name: 'Vyriškas kirpimas', durationMin: 30, priceCents: 1500 },
          { name: 'Plaukų galiukų kirpimas', durationMin: 30, priceCents: 1800 },
        ],
      },
      {
        name: 'Dažymai',
        services: [
          { name: 'Plaukų dažymas', durationMin: 120, priceCents: 5000, priceFrom: true },
          { name: 'Ombre ir balayage', durationMin: 180, priceCents: 8500, priceFrom: true },
          { name: 'Olaplex plaukų atstatymo procedūra', durationMin: 45, priceCents: 2500 },
        ],
      },
      {
        name: 'Šukuosenos',
        services: [{ name: 'Proginė šukuosena', durationMin: 60, priceCents: 3500, priceFrom: true }],
      },
    ],
  },
  {
    slug: 'grozio-salonas-gintare',
    name: 'Grožio salonas „Gintarė“',
    city: 'kaunas',
    categories: ['kirpejai', 'manikiuras', 'kosmetologai', 'makiazas'],
    description:
      'Visos grožio paslaugos vienoje vietoje: plaukai, nagai, veido procedūros ir makiažas. Salonas Savanorių prospekte veikia nuo 2009 metų ir turi savo nuolatinių klientų ratą. Užsisakykite kelias paslaugas iš eilės ir sutaupykite laiko.',
    address: 'Savanorių pr. 124, LT-44147 Kaunas',
    phone: '+37061234509',
    email: 'salonas@gintare.lt',
    website: 'https://gintare.lt',
    instagram: 'salonas.gintare',
    plan: 'premium',
    onboarded: true,
    registeredDaysAgo: 150,
    contacts: [{ daysAgo: 120, channel: 'phone', note: 'Susitarta dėl bandomojo mėnesio.' }],
    specialists: [
      {
        name: 'Gintarė Baranauskienė',
        title: 'Salono vadovė, kirpėja',
        services: ['Moteriškas kirpimas', 'Plaukų dažymas'],
      },
      {
        name: 'Agnė Lukoševičiūtė',
        title: 'Manikiūrininkė',
        services: ['Klasikinis manikiūras', 'Gelinis lakavimas'],
      },
      {
        name: 'Dalia Rimkienė',
        title: 'Kosmetologė',
        bio: 'Daugiau nei 15 metų patirtis – žinau, ko reikia pavargusiai odai.',
        services: ['Veido valymas', 'Drėkinamoji veido kaukė'],
      },
      {
        name: 'Monika Gudaitė',
        title: 'Vizažistė',
        services: ['Dieninis makiažas', 'Vakarinis makiažas'],
      },
    ],
    serviceCategories: [
      {
        name: 'Plaukai',
        services: [
          { name: 'Moteriškas kirpimas', durationMin: 60, priceCents: 3200 },
          { name: 'Plaukų dažymas', durationMin: 120, priceCents: 5500, priceFrom: true },
        ],
      },
      {
        name: 'Nagai',
        services: [
          { name: 'Klasikinis manikiūras', durationMin: 45, priceCents: 1800 },
          { name: 'Gelinis lakavimas', durationMin: 75, priceCents: 2800 },
        ],
      },
      {
        name: 'Veidas',
        services: [
          { name: 'Veido valymas', durationMin: 75, priceCents: 4500, bufferAfterMin: 15 },
          { name: 'Drėkinamoji veido kaukė', durationMin: 30, priceCents: 2000 },
        ],
      },
      {
        name: 'Makiažas',
        services: [
          { name: 'Dieninis makiažas', durationMin: 45, priceCents: 3000 },
          { name: 'Vakarinis makiažas', durationMin: 60, priceCents: 4000 },
        ],
      },
    ],
  },
  {
    slug: 'masazo-kabinetas-atgaiva',
    name: 'Masažo kabinetas „Atgaiva“',
    city: 'kaunas',
    categories: ['masazas'],
    description:
      'Masažuotojo kabinetas šalia Kauno Ąžuolyno. Padedu atsikratyti nugaros skausmų, atgauti jėgas po sporto ir tiesiog pailsėti. Dirbu ir vakarais, ir šeštadieniais.',
    address: 'K. Donelaičio g. 62, LT-44248 Kaunas',
    phone: '+37061234510',
    email: 'atgaiva.masazas@gmail.com',
    plan: 'free',
    onboarded: true,
    slotStepMin: 30,
    specialists: [
      {
        name: 'Andrius Šimkus',
        title: 'Masažuotojas',
        bio: 'Kūno kultūros ir sporto magistras, masažuoju nuo 2011 metų.',
        services: 'all',
      },
    ],
    serviceCategories: [
      {
        name: 'Gydomieji masažai',
        services: [
          { name: 'Klasikinis nugaros masažas', durationMin: 45, priceCents: 3500, bufferAfterMin: 15 },
          { name: 'Kaklo ir pečių juostos masažas', durationMin: 30, priceCents: 2500, bufferAfterMin: 10 },
          { name: 'Sportinis masažas', durationMin: 60, priceCents: 4500, bufferAfterMin: 15 },
        ],
      },
      {
        name: 'Kūno masažai',
        services: [
          { name: 'Viso kūno masažas', durationMin: 90, priceCents: 6000, bufferAfterMin: 15 },
          { name: 'Anticeliulitinis masažas', durationMin: 60, priceCents: 4500, bufferAfterMin: 15 },
        ],
      },
    ],
  },
  {
    slug: 'blakstienu-studija-zvilgsnis',
    name: 'Blakstienų studija „Žvilgsnis“',
    city: 'kaunas',
    categories: ['blakstienos-antakiai'],
    description:
      'Blakstienų ir antakių studija Vytauto prospekte. Priauginame klasikines ir tūrines blakstienas, formuojame antakius pagal veido proporcijas. Procedūros metu galite ramiai pailsėti ar net nusnūsti.',
    address: 'Vytauto pr. 32, LT-44328 Kaunas',
    phone: '+37061234511',
    email: 'zvilgsnis.studija@gmail.com',
    instagram: 'zvilgsnis.lashes',
    plan: 'free',
    onboarded: true,
    specialists: [
      {
        name: 'Viktorija Adomaitytė',
        title: 'Blakstienų stilistė',
        services: [
          'Blakstienų priauginimas 1D',
          'Blakstienų priauginimas 2D',
          'Blakstienų priauginimas 3D',
          'Blakstienų korekcija',
          'Blakstienų laminavimas ir dažymas',
        ],
      },
      {
        name: 'Austėja Kručaitė',
        title: 'Antakių meistrė',
        services: ['Antakių architektūra', 'Antakių laminavimas', 'Blakstienų laminavimas ir dažymas'],
      },
    ],
    serviceCategories: [
      {
        name: 'Blakstienos',
        services: [
          { name: 'Blakstienų priauginimas 1D', durationMin: 90, priceCents: 3500 },
          { name: 'Blakstienų priauginimas 2D', durationMin: 120, priceCents: 4500 },
          { name: 'Blakstienų priauginimas 3D', durationMin: 150, priceCents: 5500 },
          { name: 'Blakstienų korekcija', durationMin: 75, priceCents: 3000 },
          { name: 'Blakstienų laminavimas ir dažymas', durationMin: 60, priceCents: 3200 },
        ],
      },
      {
        name: 'Antakiai',
        services: [
          {
            name: 'Antakių architektūra',
            durationMin: 45,
            priceCents: 2200,
            description: 'Formos parinkimas, korekcija ir dažymas dažais arba chna.',
          },
          { name: 'Antakių laminavimas', durationMin: 60, priceCents: 2800 },
        ],
      },
    ],
  },
  {
    slug: 'pedikiuro-kabinetas-pedute',
    name: 'Pedikiūro kabinetas „Pėdutė“',
    city: 'kaunas',
    categories: ['pedikiuras', 'manikiuras'],
    description:
      'Pedikiūro ir podologijos kabinetas Šilainiuose. Sprendžiame įaugusių nagų, nuospaudų ir sausos pėdų odos problemas, atliekame ir estetinį pedikiūrą. Atvykstantiems pirmą kartą – pėdų būklės konsultacija.',
    address: 'Baltų pr. 88, LT-48239 Kaunas',
    phone: '+37061234512',
    email: 'pedute.kaunas@gmail.com',
    plan: 'free',
    // Bookable for a week and a half, not booked yet.
    onboarded: true,
    registeredDaysAgo: 12,
    withoutBookings: true,
    specialists: [
      {
        name: 'Jolanta Martinkienė',
        title: 'Podologė',
        bio: 'Podologijos specialistė, padedanti ir diabetu sergantiems klientams.',
        services: 'all',
      },
    ],
    serviceCategories: [
      {
        name: 'Pedikiūras',
        services: [
          { name: 'Aparatinis pedikiūras', durationMin: 60, priceCents: 3500 },
          { name: 'Pedikiūras su geliniu lakavimu', durationMin: 90, priceCents: 4000 },
        ],
      },
      {
        name: 'Podologija',
        services: [
          { name: 'Medicininis pedikiūras', durationMin: 75, priceCents: 4000 },
          { name: 'Įaugusio nago korekcija', durationMin: 45, priceCents: 3000, priceFrom: true },
        ],
      },
      {
        name: 'Manikiūras',
        services: [{ name: 'Klasikinis manikiūras', durationMin: 45, priceCents: 1800 }],
      },
    ],
  },

  // ——— Klaipėda ———
  {
    slug: 'kirpykla-banga',
    name: 'Kirpykla „Banga“',
    city: 'klaipeda',
    categories: ['kirpejai'],
    description:
      'Šeimos kirpykla Klaipėdos senamiestyje: čia kerpasi ir mamos, ir tėčiai, ir mažieji. Dirbame be skubos ir visada išklausome, ko norite. Vaikams – dovanėlė po kirpimo.',
    address: 'Tiltų g. 9, LT-91246 Klaipėda',
    phone: '+37061234513',
    email: 'kirpykla.banga@gmail.com',
    instagram: 'kirpykla.banga',
    plan: 'free',
    onboarded: true,
    autoConfirm: true,
    specialists: [
      { name: 'Lina Budrienė', title: 'Kirpėja-stilistė', services: 'all' },
      {
        name: 'Evelina Jonušaitė',
        title: 'Kirpėja',
        services: ['Moteriškas kirpimas', 'Vyriškas kirpimas', 'Barzdos kontūravimas', 'Vaikiškas kirpimas'],
      },
    ],
    serviceCategories: [
      {
        name: 'Moterims',
        services: [
          { name: 'Moteriškas kirpimas', durationMin: 60, priceCents: 2800 },
          { name: 'Plaukų dažymas', durationMin: 120, priceCents: 4500, priceFrom: true },
          { name: 'Šukuosena', durationMin: 45, priceCents: 2500 },
        ],
      },
      {
        name: 'Vyrams',
        services: [
          { name: 'Vyriškas kirpimas', durationMin: 30, priceCents: 1500 },
          { name: 'Barzdos kontūravimas', durationMin: 20, priceCents: 800 },
        ],
      },
      {
        name: 'Vaikams',
        services: [{ name: 'Vaikiškas kirpimas', durationMin: 30, priceCents: 1000 }],
      },
    ],
  },
  {
    slug: 'nagu-studija-perlas',
    name: 'Nagų studija „Perlas“',
    city: 'klaipeda',
    categories: ['manikiuras', 'pedikiuras'],
    description:
      'Nagų studija prie Taikos prospekto, kurioje dirba dvi kruopščios meistrės. Atliekame gelinį lakavimą, priauginimą ir japonišką manikiūrą, pasirūpiname ir pėdomis. Sekite mūsų darbus „Instagram“ paskyroje.',
    address: 'Taikos pr. 61, LT-91182 Klaipėda',
    phone: '+37061234514',
    email: 'perlas.nagai@gmail.com',
    instagram: 'perlas.nails',
    plan: 'free',
    onboarded: true,
    specialists: [
      { name: 'Kristina Paulauskienė', title: 'Manikiūrininkė', services: 'all' },
      {
        name: 'Deimantė Rudytė',
        title: 'Manikiūrininkė',
        services: ['Gelinis lakavimas', 'Japoniškas manikiūras', 'Nagų priauginimas', 'Priaugintų nagų korekcija'],
      },
    ],
    serviceCategories: [
      {
        name: 'Manikiūras',
        services: [
          { name: 'Gelinis lakavimas', durationMin: 75, priceCents: 2700 },
          { name: 'Japoniškas manikiūras', durationMin: 60, priceCents: 2500 },
        ],
      },
      {
        name: 'Priauginimas',
        services: [
          { name: 'Nagų priauginimas', durationMin: 120, priceCents: 4000 },
          { name: 'Priaugintų nagų korekcija', durationMin: 105, priceCents: 3500 },
        ],
      },
      {
        name: 'Pedikiūras',
        services: [
          { name: 'Aparatinis pedikiūras', durationMin: 60, priceCents: 3000 },
          { name: 'Pedikiūras su geliniu lakavimu', durationMin: 90, priceCents: 3800 },
        ],
      },
    ],
  },
  {
    slug: 'spa-studija-kopa',
    name: 'SPA studija „Kopa“',
    city: 'klaipeda',
    categories: ['masazas', 'kosmetologai'],
    description:
      'SPA studija netoli Danės krantinės, įkvėpta jūros ir kopų ramybės. Siūlome masažus, veido procedūras ir SPA ritualus dviem. Puiki dovana artimam žmogui – dovanų kuponai studijoje.',
    address: 'H. Manto g. 31, LT-92234 Klaipėda',
    phone: '+37061234515',
    email: 'info@spakopa.lt',
    website: 'https://spakopa.lt',
    instagram: 'spa.kopa',
    plan: 'premium',
    onboarded: true,
    slotStepMin: 30,
    specialists: [
      {
        name: 'Paulius Grigas',
        title: 'Masažuotojas',
        services: ['Klasikinis nugaros masažas', 'Viso kūno atpalaiduojantis masažas', 'Medaus masažas', 'SPA ritualas dviem'],
      },
      {
        name: 'Inga Vasiliauskienė',
        title: 'Kosmetologė',
        services: ['Veido valymas ultragarsu', 'Jauninanti veido procedūra', 'Gintarinis kūno šveitimas'],
      },
      {
        name: 'Sandra Petrikaitė',
        title: 'Masažuotoja',
        services: [
          'Klasikinis nugaros masažas',
          'Viso kūno atpalaiduojantis masažas',
          'Medaus masažas',
          'Gintarinis kūno šveitimas',
          'SPA ritualas dviem',
        ],
      },
    ],
    serviceCategories: [
      {
        name: 'Masažai',
        services: [
          { name: 'Klasikinis nugaros masažas', durationMin: 45, priceCents: 3500, bufferAfterMin: 15 },
          { name: 'Viso kūno atpalaiduojantis masažas', durationMin: 90, priceCents: 6000, bufferAfterMin: 15 },
          { name: 'Medaus masažas', durationMin: 60, priceCents: 4500, bufferAfterMin: 15 },
        ],
      },
      {
        name: 'Veido procedūros',
        services: [
          { name: 'Veido valymas ultragarsu', durationMin: 60, priceCents: 3800 },
          { name: 'Jauninanti veido procedūra', durationMin: 75, priceCents: 6500 },
        ],
      },
      {
        name: 'SPA ritualai',
        services: [
          {
            name: 'SPA ritualas dviem',
            durationMin: 120,
            priceCents: 13000,
            bufferAfterMin: 30,
            description: 'Kūno šveitimas, masažas ir arbatos ceremonija dviem asmenims.',
          },
          { name: 'Gintarinis kūno šveitimas', durationMin: 45, priceCents: 3500, bufferAfterMin: 15 },
        ],
      },
    ],
  },
  {
    slug: 'vizazo-studija-jurate',
    name: 'Vizažo studija Jūratė',
    city: 'klaipeda',
    categories: ['makiazas', 'blakstienos-antakiai'],
    description:
      'Vizažistė Jūratė kuria makiažą vestuvėms, išleistuvėms ir fotosesijoms. Ji atvyksta ir į namus ar šventės vietą Klaipėdoje bei Palangoje, taip pat veda individualias makiažo pamokas.',
    address: 'Naujojo Sodo g. 1, LT-92118 Klaipėda',
    phone: '+37061234516',
    email: 'jurate.vizazas@gmail.com',
    instagram: 'jurate.makeup',
    plan: 'free',
    // Signed up by herself three weeks ago, no working hours yet, and nobody has called her.
    onboarded: false,
    registeredDaysAgo: 21,
    withoutWorkingHours: true,
    specialists: [{ name: 'Jūratė Stonkienė', title: 'Vizažistė', services: 'all' }],
    serviceCategories: [
      {
        name: 'Makiažas',
        services: [
          { name: 'Dieninis makiažas', durationMin: 45, priceCents: 3000 },
          { name: 'Vakarinis makiažas', durationMin: 60, priceCents: 4000 },
          { name: 'Nuotakos makiažas', durationMin: 90, priceCents: 7000, priceFrom: true },
          { name: 'Makiažo pamoka sau', durationMin: 90, priceCents: 6000 },
        ],
      },
      {
        name: 'Antakiai',
        services: [{ name: 'Antakių korekcija ir dažymas', durationMin: 45, priceCents: 1800 }],
      },
    ],
  },

  // ——— Šiauliai ———
  {
    slug: 'grozio-namai-saule',
    name: 'Grožio namai „Saulė“',
    city: 'siauliai',
    categories: ['kirpejai', 'manikiuras', 'depiliacija'],
    description:
      'Grožio namai Šiaulių pėsčiųjų bulvare: kirpimai, dažymai, manikiūras ir depiliacija. Esame nedidelis, draugiškas kolektyvas, kuriame kiekvienas klientas jaučiasi laukiamas. Kainos – malonios, kokybė – kaip didmiestyje.',
    address: 'Vilniaus g. 213, LT-76343 Šiauliai',
    phone: '+37061234517',
    email: 'saule.grozis@gmail.com',
    instagram: 'groziosaule',
    plan: 'free',
    onboarded: true,
    specialists: [
      {
        name: 'Neringa Paškevičienė',
        title: 'Kirpėja',
        services: ['Moteriškas kirpimas', 'Vyriškas kirpimas', 'Plaukų dažymas'],
      },
      {
        name: 'Aušra Kazlauskaitė',
        title: 'Manikiūrininkė, depiliacijos specialistė',
        services: ['Gelinis lakavimas', 'Kojų depiliacija vašku', 'Bikini zonos depiliacija'],
      },
    ],
    serviceCategories: [
      {
        name: 'Plaukai',
        services: [
          { name: 'Moteriškas kirpimas', durationMin: 60, priceCents: 2500 },
          { name: 'Vyriškas kirpimas', durationMin: 30, priceCents: 1300 },
          { name: 'Plaukų dažymas', durationMin: 120, priceCents: 4000, priceFrom: true },
        ],
      },
      {
        name: 'Nagai',
        services: [{ name: 'Gelinis lakavimas', durationMin: 75, priceCents: 2200 }],
      },
      {
        name: 'Depiliacija',
        services: [
          { name: 'Kojų depiliacija vašku', durationMin: 45, priceCents: 2500 },
          { name: 'Bikini zonos depiliacija', durationMin: 30, priceCents: 1800 },
        ],
      },
    ],
  },

  // ——— Panevėžys ———
  {
    slug: 'masazo-studija-harmonija',
    name: 'Masažo studija „Harmonija“',
    city: 'panevezys',
    categories: ['masazas'],
    description:
      'Masažo studija Panevėžio centre, Respublikos gatvėje. Klasikinis, sportinis ir atpalaiduojantis masažas padės atgauti jėgas po darbo savaitės. Dovanų kuponus galima įsigyti vietoje.',
    address: 'Respublikos g. 40, LT-35173 Panevėžys',
    phone: '+37061234518',
    email: 'harmonija.masazai@gmail.com',
    plan: 'free',
    // Set up months ago, not booked since: the pipeline's „dormant“.
    onboarded: true,
    registeredDaysAgo: 95,
    withoutBookings: true,
    contacts: [{ daysAgo: 80, channel: 'phone', note: 'Žadėjo pasidalinti nuoroda su klientais.' }],
    slotStepMin: 30,
    specialists: [{ name: 'Edvinas Rimkus', title: 'Masažuotojas', services: 'all' }],
    serviceCategories: [
      {
        name: 'Masažai',
        services: [
          { name: 'Klasikinis nugaros masažas', durationMin: 45, priceCents: 3000, bufferAfterMin: 15 },
          { name: 'Kaklo ir pečių masažas', durationMin: 30, priceCents: 2000, bufferAfterMin: 10 },
        ],
      },
      {
        name: 'Ilgesni masažai',
        services: [
          { name: 'Viso kūno masažas', durationMin: 90, priceCents: 5000, bufferAfterMin: 15 },
          { name: 'Sportinis masažas', durationMin: 60, priceCents: 4000, bufferAfterMin: 15 },
        ],
      },
    ],
  },
];
