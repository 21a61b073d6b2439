import { and, eq, ne } from 'drizzle-orm';
import { businesses } from '@vizitas/db';
import { appError, BRAND, format, messages } from '@vizitas/shared';
import type { updateBusinessProfileSchema } from '@vizitas/shared/schemas/admin/business-profile';
import type { z } from 'zod';
import type { CommandContext } from '#server/core/context.ts';
import { isUniqueViolation } from '#server/core/db-errors.ts';
import { transactionWithEvents } from '#server/core/events.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { checkPhoneNumber, phoneCheckMessage } from '#server/lib/phone-numbers.ts';

export type BusinessProfileChanges = z.output<typeof updateBusinessProfileSchema>;

/** The product's own domain: a business cannot claim it (or a name under it). */
const PLATFORM_DOMAIN = `${BRAND.name.toLowerCase()}.lt`;

/**
 * The business's profile (issue 13 item 11): name, description, address, city, categories,
 * contacts, website, Instagram and own domain, all at once. The phone is parsed as everywhere
 * (E.164); an own domain another business has is 409 `domain_taken` (also when two race for it:
 * the unique constraint decides). Emits `business.profile_changed`: its pages are redrawn.
 */
export async function updateBusinessProfile(ctx: CommandContext, scope: TenantScope, changes: BusinessProfileChanges): Promise<void> {
  let phone: string | null = null;
  if (changes.phone) {
    const check = checkPhoneNumber(changes.phone);
    if (!check.ok) {
      const message = phoneCheckMessage(check.code);
      throw appError('invalid_phone_number', { phone: [message] }, message);
    }
    phone = check.e164;
  }
  const domain = changes.customDomain;
  if (domain && (domain === PLATFORM_DOMAIN || domain.endsWith(`.${PLATFORM_DOMAIN}`))) {
    throw appError('validation_failed', {
      customDomain: [format(messages.adminProfile.validation.domainOwn, { brandGenitive: BRAND.genitive })],
    });
  }
  const taken = () => appError('domain_taken', { customDomain: [messages.adminProfile.validation.domainTaken] });
  try {
    await transactionWithEvents(ctx, async (tx, record) => {
      if (domain) {
        const [other] = await tx
          .select({ id: businesses.id })
          .from(businesses)
          .where(and(eq(businesses.customDomain, domain), ne(businesses.id, scope.businessId)))
          .limit(1);
        if (other) throw taken();
      }
      const updated = await tx
        .update(businesses)
        .set({
          name: changes.name,
          description: changes.description,
          address: changes.address,
          city: changes.city,
          categories: changes.categories,
          phone,
          email: changes.email,
          website: changes.website,
          instagram: changes.instagram,
          customDomain: domain,
          updatedAt: ctx.now(),
        })
        .where(eq(businesses.id, scope.businessId))
        .returning({ id: businesses.id });
      if (updated.length === 0) throw appError('resource_not_found');
      await record('business.profile_changed', { businessId: scope.businessId });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'businesses_custom_domain_unique')) throw taken();
    throw error;
  }
}
