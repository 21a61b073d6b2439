import '../zod-locale';
import { z } from 'zod';
import { messages } from '../messages';
import { CATEGORY_SLUGS, CITY_SLUGS, type CategorySlug, type CitySlug } from '../taxonomy';
import { businessSummarySchema } from './business.ts';

/** The public search: `GET /api/public/business/search` and the page `/grozio-specialistai/{area}/{location}`. */

export const SEARCH_SORTS = ['recommended', 'rating', 'price', 'soonest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** "Free today" or "free this week" (today and the next 6 days, the business's time zone). */
export const SEARCH_FREE_FILTERS = ['today', 'week'] as const;
export type SearchFreeFilter = (typeof SEARCH_FREE_FILTERS)[number];

export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE_SIZE = 50;
/** The nearest free time is looked for this many days ahead, today included. */
export const SEARCH_FREE_WINDOW_DAYS = 14;

const MAX_PRICE_CENTS = 1_000_000;
/** No name holds control characters, and PostgreSQL cannot even compare a text with NUL in it. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const categorySchema = z.enum(CATEGORY_SLUGS as unknown as [CategorySlug, ...CategorySlug[]], {
  error: messages.search.errors.category,
});
const citySchema = z.enum(CITY_SLUGS as unknown as [CitySlug, ...CitySlug[]], { error: messages.search.errors.city });
const priceSchema = z.coerce
  .number({ error: messages.search.errors.price })
  .int({ error: messages.search.errors.price })
  .min(0, { error: messages.search.errors.price })
  .max(MAX_PRICE_CENTS, { error: messages.search.errors.price });

export const searchQuerySchema = z
  .object({
    category: categorySchema.optional().describe('Kategorijos trumpinys, pvz. „kirpejai“'),
    city: citySchema.optional().describe('Miesto trumpinys, pvz. „vilnius“'),
    q: z
      .string()
      .trim()
      .max(100)
      .refine((text) => !CONTROL_CHARACTERS.test(text), { error: messages.search.errors.text })
      .optional()
      .describe('Pavadinimo dalis'),
    free: z
      .enum(SEARCH_FREE_FILTERS, { error: messages.search.errors.free })
      .optional()
      .describe('Tik turintys laisvo laiko: today – šiandien, week – per 7 dienas (šiandien ir 6 kitos)'),
    priceMinCents: priceSchema.optional().describe('Bent viena paslauga kainuoja ne mažiau (centais)'),
    priceMaxCents: priceSchema.optional().describe('Bent viena paslauga kainuoja ne daugiau (centais)'),
    sort: z
      .enum(SEARCH_SORTS, { error: messages.search.errors.sort })
      .default('recommended')
      .describe('recommended, rating, price arba soonest'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    limit: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
  })
  .refine(
    (query) =>
      query.priceMinCents === undefined || query.priceMaxCents === undefined || query.priceMinCents <= query.priceMaxCents,
    {
      path: ['priceMaxCents'],
      message: messages.search.errors.priceRange,
    },
  );
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

export const searchRatingSchema = z.object({
  /** Average of the stars, one decimal; null without reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
});

export const nextFreeSlotSchema = z.object({
  /** The instant, ISO 8601. */
  start: z.string(),
  /** Date and wall-clock time in the business's time zone. */
  date: z.string(),
  time: z.string(),
});
export type NextFreeSlot = z.infer<typeof nextFreeSlotSchema>;

export const searchItemSchema = businessSummarySchema.extend({
  rating: searchRatingSchema,
  /** The earliest bookable start in the next 14 days (the shortest service, any specialist), or null. */
  nextFree: nextFreeSlotSchema.nullable(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchSuggestionSchema = z.object({
  category: z.string(),
  city: z.string(),
  /** Businesses on that page. */
  count: z.number().int(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchResultSchema = z.object({
  items: z.array(searchItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  /** Today in Europe/Vilnius, for "today" and "tomorrow" beside the free times. */
  today: z.string(),
  /**
   * Only when nothing was found for a category and a city: the same category in other cities
   * (nearest first) and other categories in the same city, each with businesses.
   */
  suggestions: z.object({
    cities: z.array(searchSuggestionSchema),
    categories: z.array(searchSuggestionSchema),
  }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
