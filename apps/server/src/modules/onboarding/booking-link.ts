import { asc, eq } from 'drizzle-orm';
import { bookingLinkShares, businesses, type DbOrTx } from '@vizitas/db';
import { appError, generatePath } from '@vizitas/shared';
import type { BookingLink, BookingLinkShareChannel } from '@vizitas/shared/schemas/admin/booking-link';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

export interface LinkedBusiness {
  slug: string;
  customDomain: string | null;
}

/**
 * The addresses a business gives its customers: the booking page and the business's page — on
 * its own domain when it has one (`https://`), else on this site's `origin` — and the booking page
 * made for another site's frame, always on this site (the frame's page is ours, not the domain's).
 */
export function bookingLinks(business: LinkedBusiness, origin: string): Pick<BookingLink, 'bookingUrl' | 'pageUrl' | 'embedUrl'> {
  const embedUrl = `${origin}${generatePath('booking_embed', { slug: business.slug })}`;
  if (business.customDomain) {
    const context = { business: { slug: business.slug, domain: business.customDomain }, host: business.customDomain };
    const host = `https://${business.customDomain}`;
    return {
      bookingUrl: `${host}${generatePath('new_appointment', {}, context)}`,
      pageUrl: `${host}${generatePath('about', {}, context)}`,
      embedUrl,
    };
  }
  return {
    bookingUrl: `${origin}${generatePath('new_appointment', { slug: business.slug })}`,
    pageUrl: `${origin}${generatePath('about', { slug: business.slug })}`,
    embedUrl,
  };
}

/** `GET /api/admin/booking-link`: the scope's business, its links and how they have been shared. */
export async function readBookingLink(db: DbOrTx, scope: TenantScope, origin: string): Promise<BookingLink> {
  const [business] = await db
    .select({ id: businesses.id, slug: businesses.slug, name: businesses.name, customDomain: businesses.customDomain })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  if (!business) throw appError('resource_not_found');
  const shares = await db
    .select({ channel: bookingLinkShares.channel })
    .from(bookingLinkShares)
    .where(scope.where(bookingLinkShares))
    .orderBy(asc(bookingLinkShares.sharedAt), asc(bookingLinkShares.channel));
  return { business, ...bookingLinks(business, origin), shared: shares.map((share) => share.channel) };
}

/**
 * The admin shared the link one way (`POST /api/admin/booking-link/shared`): kept the first time
 * per way, so the checklist's "share your link" is done. Sharing again changes nothing.
 */
export async function recordLinkShared(ctx: CommandContext, scope: TenantScope, channel: BookingLinkShareChannel): Promise<void> {
  await ctx.db
    .insert(bookingLinkShares)
    .values(scope.values({ channel, sharedByUserId: scope.userId, sharedAt: ctx.now() }))
    .onConflictDoNothing();
}
