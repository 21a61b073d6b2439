import '../zod-locale';
import { z } from 'zod';
import { messages } from '../messages/index.ts';
import { isCategorySlug, isCitySlug } from '../taxonomy.ts';

/**
 * The platform operator's pipeline of businesses (`/operatorius/verslai`, `GET
 * /api/operator/businesses`) and the seed's `POST /api/admin/business/{id}/mark-as-contacted`.
 *
 * A business's stage is derived from its data, never typed in:
 * - `registered`: no active service offered by an active specialist, or no working hours, yet;
 * - `set_up`: the checklist's required steps (services, working hours) are done, but nobody can book it yet;
 * - `live`: bookable, so listed in search;
 * - `active`: live, and booked in the last 30 days;
 * - `dormant`: live, registered over 60 days ago, and not booked in the last 60 days.
 */
export const PIPELINE_STAGES = ['registered', 'set_up', 'live', 'active', 'dormant'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** Days of the stages' windows. */
export const ACTIVE_WITHIN_DAYS = 30;
export const DORMANT_AFTER_DAYS = 60;

/** How the operator reached the business. */
export const CONTACT_CHANNELS = ['phone', 'email', 'visit'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const CONTACT_NOTE_MAX = 2000;
const SEARCH_MAX = 100;

const v = messages.operatorPipeline.validation;

/** `?` of the pipeline: filters, a text search, a page. Empty filters mean "all". */
export const pipelineQuerySchema = z.object({
  stage: z.enum(PIPELINE_STAGES, { error: v.stage }).optional(),
  city: z.string().refine(isCitySlug, { error: v.city }).optional(),
  category: z.string().refine(isCategorySlug, { error: v.category }).optional(),
  plan: z.enum(['free', 'premium'], { error: v.plan }).optional(),
  q: z.string().trim().max(SEARCH_MAX, { error: v.search }).optional(),
  page: z.coerce
    .number({ error: v.page })
    .int({ error: v.page })
    .min(1, { error: v.page })
    .max(10_000, { error: v.page })
    .default(1),
});
export type PipelineQuery = z.infer<typeof pipelineQuerySchema>;

export const PIPELINE_PAGE_SIZE = 25;

export const lastContactSchema = z.object({
  at: z.string(),
  /** The operator's name; null when her account is gone (or the mark came from before the history). */
  by: z.string().nullable(),
  channel: z.enum(CONTACT_CHANNELS).nullable(),
  note: z.string(),
});
export type LastContact = z.infer<typeof lastContactSchema>;

export const pipelineBusinessSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  categories: z.array(z.string()),
  plan: z.enum(['free', 'premium']),
  stage: z.enum(PIPELINE_STAGES),
  registeredAt: z.string(),
  owner: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  /** When the last booking was made (created), if ever. */
  lastBookingAt: z.string().nullable(),
  lastContact: lastContactSchema.nullable(),
});
export type PipelineBusiness = z.infer<typeof pipelineBusinessSchema>;

export const pipelineSchema = z.object({
  /** Businesses per stage, of every business (the filters do not change these). */
  stageCounts: z.object(
    Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, z.number().int()])) as Record<PipelineStage, z.ZodNumber>,
  ),
  /** Businesses never contacted, of every business. */
  neverContacted: z.number().int(),
  businesses: z.array(pipelineBusinessSchema),
  /** Businesses matching the filters. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type Pipeline = z.infer<typeof pipelineSchema>;

/** The body of `POST /api/admin/business/{id}/mark-as-contacted`. */
export const markAsContactedSchema = z.object({
  channel: z.enum(CONTACT_CHANNELS, { error: v.channel }),
  note: z.string().trim().max(CONTACT_NOTE_MAX, { error: v.note }).default(''),
});
export type MarkAsContacted = z.infer<typeof markAsContactedSchema>;

export const contactedSchema = z.object({ lastContact: lastContactSchema });

/** `{id}` of the operator's business card. */
export const operatorBusinessParamsSchema = z.object({ id: z.uuid({ error: v.id }) });

/**
 * The operator's card of one business (`GET /api/operator/businesses/{id}`): its owner and
 * members, plan, stage, onboarding steps, counts, and every contact, newest first.
 */
export const operatorBusinessCardSchema = z.object({
  business: pipelineBusinessSchema.omit({ owner: true, lastContact: true }).extend({
    customDomain: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    /** Who invited the business to the platform (it registered from an operator's invitation). */
    referredBy: z.string().nullable(),
  }),
  members: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      role: z.enum(['owner', 'staff']),
      since: z.string(),
    }),
  ),
  steps: z.array(z.object({ instruction: z.string(), state: z.enum(['done', 'skipped', 'todo']), required: z.boolean() })),
  counts: z.object({
    services: z.number().int(),
    specialists: z.number().int(),
    /** Visits this calendar month in Vilnius (booked, done or missed; not cancelled or declined). */
    visitsThisMonth: z.number().int(),
    reviews: z.number().int(),
    /** The average rating, one decimal; null without reviews. */
    averageRating: z.number().nullable(),
  }),
  contacts: z.array(lastContactSchema),
});
export type OperatorBusinessCard = z.infer<typeof operatorBusinessCardSchema>;
