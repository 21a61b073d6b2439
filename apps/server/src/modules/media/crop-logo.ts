import { eq } from 'drizzle-orm';
import { businesses } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { transactionWithEvents } from '#server/core/events.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { encodeRound, type CircleCrop } from './images.ts';
import { picturesToStore, withPictures, type MediaContext } from './pictures.ts';
import { ROUND_LOGO_SIDE } from './sizes.ts';

/**
 * `POST /api/admin/business/{id}/logo/round`: the circle the owner chose on her logo becomes the
 * round logo the site shows (a square WebP, transparent outside the circle). 409 `logo_missing`
 * without an uploaded logo; a logo replaced meanwhile is cropped as it is now (the circle is
 * in fractions of the picture). The previous round file goes.
 */
export async function cropLogo(ctx: MediaContext, scope: TenantScope, crop: CircleCrop): Promise<void> {
  const [business] = await ctx.db
    .select({ logoUrl: businesses.logoUrl })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId))
    .limit(1);
  if (!business) throw appError('resource_not_found');
  const key = ctx.files.keyOf(business.logoUrl);
  if (!key) throw appError('logo_missing');
  let source: Buffer;
  try {
    source = await ctx.files.read(key);
  } catch {
    // Replaced (and removed) by a new upload between the read and now: crop that one instead.
    throw appError('conflict');
  }
  const round = await encodeRound(source, crop, ROUND_LOGO_SIDE);
  const { stored, urls } = picturesToStore(ctx.files, scope.businessId, 'logo', [round]);
  await withPictures(ctx, stored, () =>
    transactionWithEvents(ctx, async (tx, record) => {
      const [before] = await tx
        .select({ logoUrl: businesses.logoUrl, logoRoundUrl: businesses.logoRoundUrl })
        .from(businesses)
        .where(eq(businesses.id, scope.businessId))
        .for('update');
      // The logo changed while the circle was being cut: this crop belongs to the old one.
      if (!before || before.logoUrl !== business.logoUrl) throw appError('conflict');
      await tx
        .update(businesses)
        .set({ logoRoundUrl: urls.round, logoCrop: crop, updatedAt: ctx.now() })
        .where(eq(businesses.id, scope.businessId));
      await record('business.profile_changed', { businessId: scope.businessId });
      return { result: undefined, replacedUrls: [before.logoRoundUrl] };
    }),
  );
}
