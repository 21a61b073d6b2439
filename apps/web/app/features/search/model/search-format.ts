/** Texts of one search result, made once in the loader (the server), so hydration has nothing to recompute. */
import { CATEGORY_NAMES, CITY_NAMES, format, generatePath, messages } from '@vizitas/shared';
import type { NextFreeSlot, SearchItem } from '@vizitas/shared/schemas/search';
import { formatPrice } from '~/lib/format';
import { formatLongDate } from '~/lib/dates';
import { formatCount } from '~/lib/plural';

const oneDecimal = new Intl.NumberFormat('lt-LT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "1 specialistas", "2 specialistai", "10 specialistų", "21 specialistas" (the one Lithuanian count formatter). */
export const pluralize = formatCount;

function utcDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** "šiandien, 11:00", "rytoj, 09:00", "penktadienis, kovo 26 d., 09:00" (the seed's long format). */
export function formatNextFree(slot: NextFreeSlot, today: string): string {
  const days = Math.round((utcDay(slot.date) - utcDay(today)) / 86_400_000);
  if (days === 0) return format(messages.search.result.today, { time: slot.time });
  if (days === 1) return format(messages.search.result.tomorrow, { time: slot.time });
  return format(messages.search.result.onDate, { date: formatLongDate(slot.date), time: slot.time });
}

/** "10 €", "10–35 €" (one currency sign), or null without active services. */
export function formatPriceRange(min: number | null, max: number | null): string | null {
  if (min === null) return null;
  if (max === null || max === min) return formatPrice(min);
  const low = formatPrice(min).replace(/\s*€$/, '');
  return `${low}–${formatPrice(max)}`;
}

export interface SearchCardView {
  id: string;
  name: string;
  logoUrl: string | null;
  initials: string;
  aboutHref: string;
  bookHref: string;
  address: string;
  categories: string;
  /** "4,7" or null without reviews. */
  rating: string | null;
  reviews: string;
  price: string | null;
  nextFree: string | null;
  freeToday: boolean;
}

function initialsOf(name: string): string {
  return name
    .replace(/[„“"]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

export function searchCardView(item: SearchItem, today: string): SearchCardView {
  const city = CITY_NAMES[item.city as keyof typeof CITY_NAMES] ?? item.city;
  return {
    id: item.id,
    name: item.name,
    logoUrl: item.logoUrl,
    initials: initialsOf(item.name),
    aboutHref: generatePath('about', { slug: item.slug }),
    bookHref: generatePath('new_appointment', { slug: item.slug }),
    address: item.address ?? city,
    categories: item.categories.map((slug) => CATEGORY_NAMES[slug as keyof typeof CATEGORY_NAMES] ?? slug).join(', '),
    rating: item.rating.average === null ? null : oneDecimal.format(item.rating.average),
    reviews:
      item.rating.count === 0 ? messages.search.result.noReviews : pluralize(messages.search.result.reviews, item.rating.count),
    price: formatPriceRange(item.priceFromCents, item.priceToCents),
    nextFree: item.nextFree ? formatNextFree(item.nextFree, today) : null,
    freeToday: item.nextFree?.date === today,
  };
}
