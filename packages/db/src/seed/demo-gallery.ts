// Demo gallery photos: small illustrations shipped in apps/web/public/demo/ (800 × 600 WebP),
// three to five per business, chosen by its categories.
import type { galleryImages } from '../schema/index';

export interface DemoPhoto {
  file: string;
  alt: string;
}

const PHOTOS = {
  interior: { file: 'salonas-interjeras.webp', alt: 'Salono darbo vietos su veidrodžiais' },
  reception: { file: 'registratura.webp', alt: 'Registratūra ir laukiamasis' },
  towels: { file: 'spa-rankslosciai.webp', alt: 'Švarūs rankšluosčiai procedūroms' },
  haircut: { file: 'kirpimas.webp', alt: 'Kirpimo žirklės ir šukos' },
  nails: { file: 'manikiuras.webp', alt: 'Nagų lakų spalvos' },
  pedicure: { file: 'pedikiuras.webp', alt: 'Pėdų vonelė pedikiūrui' },
  massage: { file: 'masazas.webp', alt: 'Karšti akmenys ir žvakė masažui' },
  cosmetics: { file: 'kosmetologija.webp', alt: 'Veido priežiūros priemonės' },
  lashes: { file: 'blakstienos.webp', alt: 'Priaugintos blakstienos' },
  makeup: { file: 'makiazas.webp', alt: 'Šešėlių paletė ir makiažo teptukai' },
} satisfies Record<string, DemoPhoto>;

const BY_CATEGORY: Record<string, DemoPhoto[]> = {
  kirpejai: [PHOTOS.haircut],
  manikiuras: [PHOTOS.nails],
  pedikiuras: [PHOTOS.pedicure],
  masazas: [PHOTOS.massage],
  kosmetologai: [PHOTOS.cosmetics],
  depiliacija: [PHOTOS.cosmetics],
  'blakstienos-antakiai': [PHOTOS.lashes],
  makiazas: [PHOTOS.makeup],
};

/** The photos of a business with these categories: its specialities first, then the premises. */
export function demoPhotosFor(categories: readonly string[]): DemoPhoto[] {
  const chosen: DemoPhoto[] = [];
  for (const category of categories) {
    for (const photo of BY_CATEGORY[category] ?? []) if (!chosen.includes(photo)) chosen.push(photo);
  }
  const premises = categories.includes('masazas')
    ? [PHOTOS.towels, PHOTOS.reception, PHOTOS.interior]
    : [PHOTOS.interior, PHOTOS.reception, PHOTOS.towels];
  for (const photo of premises) if (chosen.length < 5 && !chosen.includes(photo)) chosen.push(photo);
  return chosen;
}

/** Gallery rows for the demo businesses. */
export function buildDemoGallery(
  businesses: readonly { id: string; categories: readonly string[] }[],
): (typeof galleryImages.$inferInsert)[] {
  return businesses.flatMap((business) =>
    demoPhotosFor(business.categories).map((photo, position) => ({
      businessId: business.id,
      url: `/demo/${photo.file}`,
      alt: photo.alt,
      width: 800,
      height: 600,
      position,
    })),
  );
}
