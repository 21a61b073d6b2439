import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Sharing the booking link and inviting a business's existing clients (docs/decisions/029).
 */

/** How the owner shared the booking link from the share page. */
export const BOOKING_LINK_SHARE_CHANNELS = ['copy', 'native', 'qr_png', 'qr_svg', 'embed'] as const;
export type BookingLinkShareChannel = (typeof BOOKING_LINK_SHARE_CHANNELS)[number];

/**
 * The business shared its booking link (copied it, shared it, downloaded its QR code, copied the
 * embed code): one row per way, the first time. The checklist's "share your link" is done by it.
 */
export const bookingLinkShares = pgTable(
  'booking_link_shares',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: BOOKING_LINK_SHARE_CHANNELS }).notNull(),
    sharedByUserId: uuid('shared_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    sharedAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'booking_link_shares_pk', columns: [t.businessId, t.channel] }),
    check('booking_link_shares_channel_valid', sql`${t.channel} in ('copy', 'native', 'qr_png', 'qr_svg', 'embed')`),
  ],
);

/**
 * A business invited one of its existing clients by e-mail (`POST /api/admin/send-invitation`).
 * One address is invited once per business. The mail's unsubscribe link carries a random token;
 * only its SHA-256 (hex) is stored.
 */
export const clientInvitations = pgTable(
  'client_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Lowercased. */
    email: text('email').notNull(),
    name: text('name'),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the unsubscribe link's token. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique('client_invitations_unsubscribe_token_hash_unique'),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_invitations_business_id_created_at_idx').on(t.businessId, t.createdAt),
    // One invitation per address and business: the database decides a race.
    unique('client_invitations_business_id_email_unique').on(t.businessId, t.email),
    check('client_invitations_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('client_invitations_email_length', sql`char_length(${t.email}) <= 254`),
    check('client_invitations_name_length', sql`${t.name} is null or char_length(${t.name}) <= 120`),
  ],
);

/**
 * An address that asked never to be invited again, by any business (the unsubscribe link of an
 * invitation). Not a tenant row: the person is nobody's client yet, and the wish holds everywhere.
 */
export const invitationOptOuts = pgTable(
  'invitation_opt_outs',
  {
    /** Lowercased. */
    email: text('email').primaryKey(),
    /** The invitation whose link was used (kept for the record; gone when that business is). */
    invitationId: uuid('invitation_id').references(() => clientInvitations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('invitation_opt_outs_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);

export type ClientInvitation = typeof clientInvitations.$inferSelect;
