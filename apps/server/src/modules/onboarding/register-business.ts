import { and, eq, isNull } from 'drizzle-orm';
import { businessMembers, businesses, specialists, users } from '@vizitas/db';
import { appError, format, messages } from '@vizitas/shared';
import type { BusinessRegistrationRequest } from '@vizitas/shared/schemas/business-registration';
import type { CommandContext } from '#server/core/context.ts';
import { isUniqueViolation } from '#server/core/db-errors.ts';
import { checkPhoneNumber, phoneCheckMessage } from '#server/lib/phone-numbers.ts';
import { registerUser, type AccountMailOutbox } from '#server/modules/account/index.ts';
import { claimBusinessInvitation } from './claim-business-invitation.ts';
import { freeSlugLike, isSlugTaken, proposeSlug } from './slugs.ts';

const SLUG_CONSTRAINT = 'businesses_slug_unique';

export interface RegisteredBusiness {
  businessId: string;
  slug: string;
  name: string;
  ownerId: string;
  /** A visitor registered: her account was created with the business. */
  accountCreated: boolean;
}

export type BusinessOwner = { userId: string } | { account: NonNullable<BusinessRegistrationRequest['account']> };

async function slugTaken(ctx: CommandContext, slug: string) {
  const suggestion = await freeSlugLike(ctx.db, slug);
  const message = format(messages.businessRegistration.slugTakenSuggestion, { slug: suggestion });
  return appError('slug_taken', { slug: [message] });
}

/**
 * A person registers a business and becomes its owner (docs/decisions/022): the business (not
 * onboarded, so not listed in search), her membership as owner and a first specialist — herself —
 * whose hours the checklist asks for. A logged-in person keeps her account; for a visitor the
 * account is created in the same transaction by the account module (its rules, its verification
 * mail), so nothing is left half done.
 *
 * 400 `invalid_phone_number` (the seed's phone messages), 400 `validation_failed` for a visitor
 * without account fields, 409 `email_taken`, 409 `slug_taken` (also when a racing registration took
 * the slug first: the unique constraint decides, never a 500).
 */
export async function registerBusiness(
  ctx: CommandContext,
  input: { owner: BusinessOwner; business: Omit<BusinessRegistrationRequest, 'account'> },
  outbox: AccountMailOutbox,
): Promise<RegisteredBusiness> {
  const { business } = input;
  const phone = checkPhoneNumber(business.phone);
  if (!phone.ok) {
    const message = phoneCheckMessage(phone.code);
    throw appError('invalid_phone_number', { phone: [message] }, message);
  }
  const name = business.businessName.normalize('NFC');
  const slug = business.slug ?? (await proposeSlug(ctx.db, name));
  if (await isSlugTaken(ctx.db, slug)) throw await slugTaken(ctx, slug);

  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      let ownerId: string;
      let ownerName: string;
      let accountCreated = false;
      if ('account' in input.owner) {
        const registered = await registerUser(tx, { ...input.owner.account, now }, outbox);
        ownerId = registered.userId;
        ownerName = registered.name;
        accountCreated = true;
      } else {
        const [user] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, input.owner.userId)).limit(1);
        if (!user) throw appError('unauthorized');
        ownerId = user.id;
        ownerName = user.name;
      }
      const [row] = await tx
        .insert(businesses)
        .values({
          slug,
          name,
          categories: [...business.categories],
          city: business.city,
          address: business.address.normalize('NFC'),
          phone: phone.e164,
          onboarded: false,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: businesses.id });
      const businessId = row!.id;
      await tx.insert(businessMembers).values({ businessId, userId: ownerId, role: 'owner', createdAt: now });
      // The number she just gave is the best one known for her too: she is not asked for it again
      // (the seed's phone dialog) right after giving it. A number she already keeps stays.
      await tx
        .update(users)
        .set({ phoneNumber: phone.e164, updatedAt: now })
        .where(and(eq(users.id, ownerId), isNull(users.phoneNumber)));
      // A solo specialist is a business with one: the owner, ready for her working hours.
      await tx.insert(specialists).values({ businessId, name: ownerName, createdAt: now });
      // Opened from the operator's invitation: the business keeps who invited it.
      if (business.invitation) await claimBusinessInvitation(tx, business.invitation, businessId, now);
      return { businessId, slug, name, ownerId, accountCreated };
    });
  } catch (error) {
    // The account's own conflicts arrive as `email_taken` already; a unique violation here is the slug's.
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) throw await slugTaken(ctx, slug);
    throw error;
  }
}
