import { BRAND, TERMS_VERSION } from '@vizitas/shared';

/**
 * The privacy policy and the terms (issue 11 item 7), as sections of paragraphs and lists.
 * They say what the product actually does: change them with the code they describe, and give
 * `TERMS_VERSION` a new date when their meaning changes (a new account accepts that version).
 */

export interface LegalSection {
  readonly title: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
}

export interface LegalText {
  readonly title: string;
  readonly description: string;
  readonly version: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

const versionDate = TERMS_VERSION;

export const PRIVACY_POLICY: LegalText = {
  title: 'Privatumo politika',
  description: `Kokius duomenis ${BRAND.name} saugo, kodėl, kiek laiko ir kas juos mato.`,
  version: versionDate,
  intro: `${BRAND.name} – internetinės registracijos pas grožio specialistus paslauga. Čia aprašyta, kokius jūsų duomenis saugome, kam jie reikalingi, kiek laiko juos laikome ir kas juos gali matyti. Duomenis tvarkome pagal Bendrąjį duomenų apsaugos reglamentą (BDAR).`,
  sections: [
    {
      title: 'Kokius duomenis saugome',
      items: [
        'Paskyros duomenis: vardą, el. pašto adresą, telefono numerį (jei jį nurodėte), slaptažodžio maišos reikšmę (paties slaptažodžio nesaugome), dviejų veiksnių patvirtinimo nustatymus.',
        'Vizitus: pas ką, kokiai paslaugai ir kuriam laikui registravotės, jų būseną ir jūsų pastabą specialistui.',
        'Atsiliepimus, kuriuos parašėte po vizitų, ir vardą, rodomą šalia jų.',
        'Pranešimų nustatymus ir pranešimus, kuriuos jums siuntėme (el. laiškai, pranešimai svetainėje ir naršyklėje).',
        'Prisijungimo sesijas (naršyklė, IP adresas, laikas) ir nesėkmingus prisijungimo bandymus – jūsų paskyros apsaugai.',
        'Sutikimą su taisyklėmis ir šia politika: kurią jų versiją priėmėte ir kada.',
      ],
    },
    {
      title: 'Kodėl juos tvarkome',
      items: [
        'Kad galėtumėte užsiregistruoti vizitui, o verslas žinotų, ko laukti (sutarties vykdymas).',
        'Kad praneštume apie vizito patvirtinimą, pakeitimus ir primintume apie vizitą (sutarties vykdymas; priminimus galite išjungti profilyje).',
        'Kad apsaugotume paskyras nuo įsilaužimų ir piktnaudžiavimo (teisėtas interesas).',
        'Rinkodaros laiškų nesiunčiame be jūsų sutikimo; kiekviename neprivalomame laiške yra atsisakymo nuoroda.',
      ],
    },
    {
      title: 'Kas mato jūsų duomenis',
      items: [
        'Verslas mato tik savo klientus: jūsų vardą, kontaktus ir vizitus pas jį, o ne vizitus pas kitus verslus.',
        'Verslo darbuotojai mato tai, ką jiems leidžia jų vaidmuo (savininkas – visą verslą, darbuotojas – savo darbą).',
        'Atsiliepimai rodomi viešai su jūsų nurodytu vardu.',
        'Vizito laiko tarpas be jokių asmens duomenų rodomas kaip užimtas kitiems klientams.',
        'Duomenų neparduodame ir neperduodame reklamos tinklams.',
      ],
    },
    {
      title: 'Kiek laiko saugome',
      items: [
        'Paskyros duomenis – kol paskyra egzistuoja. Ištrynus paskyrą, asmens duomenys ištrinami arba nuasmeninami iš karto.',
        'Vizitų įrašai lieka verslui jo apskaitai, bet be jūsų asmens duomenų.',
        'Prisijungimo sesija baigiasi po 30 dienų nenaudojimo ir ne vėliau kaip po 90 dienų; prisijungimo bandymai saugomi trumpai, tik apsaugai nuo slaptažodžių spėliojimo.',
        'Išsiųstų laiškų įrašai (kam, kada, apie ką) saugomi kol egzistuoja paskyra, kad to paties laiško neišsiųstume du kartus.',
      ],
    },
    {
      title: 'Jūsų teisės',
      items: [
        'Susipažinti su savo duomenimis ir gauti jų kopiją – profilyje, skiltyje „Mano duomenys“ (JSON failas).',
        'Ištaisyti netikslius duomenis – profilyje (vardas, el. paštas, telefonas) arba parašę mums.',
        'Ištrinti paskyrą – profilyje, skiltyje „Mano duomenys“, patvirtinus slaptažodžiu: būsimi vizitai atšaukiami, verslai išsaugo vizitų įrašus be jūsų asmens duomenų, atsiliepimai lieka be vardo.',
        'Atsisakyti neprivalomų pranešimų – profilio pranešimų nustatymuose arba laiško nuoroda.',
        'Pateikti skundą Valstybinei duomenų apsaugos inspekcijai (vdai.lrv.lt).',
      ],
    },
    {
      title: 'Slapukai',
      paragraphs: [
        'Naudojame tik būtinus slapukus: prisijungimo sesijos ir jūsų sutikimo dėl slapukų. Analitikos ir reklamos slapukų nenaudojame.',
      ],
    },
    {
      title: 'Kaip susisiekti',
      paragraphs: ['Klausimus apie savo duomenis užduokite per kontaktų puslapį – atsakysime per 30 dienų.'],
    },
  ],
};

export const TERMS: LegalText = {
  title: 'Naudojimosi taisyklės',
  description: `${BRAND.genitive} naudojimosi taisyklės klientams ir verslams.`,
  version: versionDate,
  intro: `Šios taisyklės galioja visiems, kurie naudojasi ${BRAND.instrumental}: klientams, kurie registruojasi vizitams, ir verslams, kurie priima registracijas. Kurdami paskyrą sutinkate su jomis ir su privatumo politika.`,
  sections: [
    {
      title: 'Paskyra',
      items: [
        'Nurodykite tikrą vardą ir el. pašto adresą, kuriuo galime su jumis susisiekti.',
        'Slaptažodį saugokite patys; jei įtariate, kad kažkas jį sužinojo, pakeiskite jį ir įjunkite dviejų veiksnių patvirtinimą.',
        'Paskyrą galite ištrinti bet kada profilyje, skiltyje „Mano duomenys“. Verslo savininkas pirma perduoda arba uždaro savo verslą.',
      ],
    },
    {
      title: 'Registracija vizitui',
      items: [
        `Vizito sutartis sudaroma tarp jūsų ir verslo; ${BRAND.name} yra registracijos priemonė, o ne paslaugos teikėjas.`,
        'Kai kurie verslai vizitą patvirtina rankiniu būdu – iki patvirtinimo laikas jums rezervuotas, bet dar negarantuotas.',
        'Vizitą atšaukti ar perkelti galite iki verslo nustatyto termino; vėliau – susisiekite su verslu tiesiogiai.',
        'Jei neatvykstate, verslas gali tai pažymėti.',
      ],
    },
    {
      title: 'Atsiliepimai',
      items: [
        'Atsiliepimą galima parašyti tik po įvykusio vizito.',
        'Rašykite sąžiningai ir mandagiai; įžeidžiantys ar su vizitu nesusiję atsiliepimai gali būti pašalinti.',
      ],
    },
    {
      title: 'Verslams',
      items: [
        'Verslas atsako už teisingą informaciją apie paslaugas, kainas ir darbo laiką.',
        'Verslas klientų duomenis naudoja tik vizitams aptarnauti ir laikosi BDAR; kitų verslų klientų nemato.',
        'Kviesti klientus galima tik tuos, kurie su verslu jau bendravo; kvietimų atsisakiusiems nerašome.',
      ],
    },
    {
      title: 'Atsakomybė ir pakeitimai',
      items: [
        'Stengiamės, kad paslauga veiktų be pertrūkių, tačiau negalime garantuoti, kad ji niekada nesutriks.',
        'Pakeitę taisykles ar privatumo politiką, apie esminius pakeitimus pranešime el. paštu.',
      ],
    },
  ],
};
