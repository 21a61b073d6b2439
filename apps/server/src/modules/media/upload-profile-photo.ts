import { eq } from 'drizzle-orm';
import { businesses } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { transactionWithEvents } from '#server/core/events.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { checkImage, encodeVariants } from './images.ts';
import { picturesToStore, withPictures, type MediaContext } from './pictures.ts';
import { PROFILE_PHOTO } from './sizes.ts';

/** `POST /api/admin/business/{id}/profile/upload`: the profile photo, for phones and desktops; the previous one's files go. */
export async function uploadProfilePhoto(ctx: MediaContext, scope: TenantScope, upload: Buffer): Promise<void> {
  const image = await checkImage(upload);
  const variants = await encodeVariants(image, PROFILE_PHOTO);
  const { stored, urls } = picturesToStore(ctx.files, scope.businessId, 'profile', variants);
  await withPictures(ctx, stored, () =>
    transactionWithEvents(ctx, async (tx, record) => {
      const [before] = await tx
        .select({ desktop: businesses.profilePhotoUrl, phone: businesses.profilePhotoPhoneUrl })
        .from(businesses)
        .where(eq(businesses.id, scope.businessId))
        .for('update');
      if (!before) throw appError('resource_not_found');
      await tx
        .update(businesses)
        .set({ profilePhotoUrl: urls.desktop, profilePhotoPhoneUrl: urls.phone, updatedAt: ctx.now() })
        .where(eq(businesses.id, scope.businessId));
      await record('business.profile_changed', { businessId: scope.businessId });
      return { result: undefined, replacedUrls: [before.desktop, before.phone] };
    }),
  );
}
