/** `GET /api/public/business-registration/slug?slug=`: whether a chosen slug is free, and a free one close to it. */
import { generatePath } from '@vizitas/shared';
import type { SlugAnswer } from '@vizitas/shared/schemas/business-registration';
import { apiGet, type ApiCallOptions } from '~/lib/api/api-client';

export type { SlugAnswer };

export function checkSlugUrl(slug: string): string {
  return generatePath('business_registration_slug', { slug });
}

export function checkSlug(slug: string, options?: ApiCallOptions): Promise<SlugAnswer> {
  return apiGet<SlugAnswer>(checkSlugUrl(slug), options);
}
