import { eq } from 'drizzle-orm';
import { businesses } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { transactionWithEvents } from '#server/core/events.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { CENTRED_CIRCLE, checkImage, encodeRound, encodeVariants } from './images.ts';
import { picturesToStore, withPictures, type MediaContext } from './pictures.ts';
import { LOGO_SOURCE, ROUND_LOGO_SIDE } from './sizes.ts';

/**
 * `POST /api/admin/business/{id}/logo/upload`: the logo is checked, re-encoded (at most 1024 px)
 * and stored with a first round crop — the largest circle in the middle — so the site shows it
 * at once; the owner then moves the circle (`crop-logo.ts`). The previous logo's files go.
 */
export async function uploadLogo(ctx: MediaContext, scope: TenantScope, upload: Buffer): Promise<void> {
  const image = await checkImage(upload);
  const [source] = await encodeVariants(image, [LOGO_SOURCE]);
  const round = await encodeRound(source!.body, CENTRED_CIRCLE, ROUND_LOGO_SIDE);
  const { stored, urls } = picturesToStore(ctx.files, scope.businessId, 'logo', [source!, round]);
  await withPictures(ctx, stored, () =>
    transactionWithEvents(ctx, async (tx, record) => {
      const [before] = await tx
        .select({ logoUrl: businesses.logoUrl, logoRoundUrl: businesses.logoRoundUrl })
        .from(businesses)
        .where(eq(businesses.id, scope.businessId))
        .for('update');
      if (!before) throw appError('resource_not_found');
      await tx
        .update(businesses)
        .set({ logoUrl: urls.source, logoRoundUrl: urls.round, logoCrop: CENTRED_CIRCLE, updatedAt: ctx.now() })
        .where(eq(businesses.id, scope.businessId));
      await record('business.profile_changed', { businessId: scope.businessId });
      return { result: undefined, replacedUrls: [before.logoUrl, before.logoRoundUrl] };
    }),
  );
}
