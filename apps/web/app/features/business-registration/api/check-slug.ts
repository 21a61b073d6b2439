/** `GET /api/public/business-registration/slug?slug=`: whether a chosen slug is free, and a free one close to it. */
import { contractUrl } from '@vizitas/shared/api/contract';
import { businessSlug } from '@vizitas/shared/api/public/site';
import type { SlugAnswer } from '@vizitas/shared/schemas/business-registration';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';

export type { SlugAnswer };

export function checkSlugUrl(slug: string): string {
  return contractUrl(businessSlug, { query: { slug } });
}

export function checkSlug(slug: string, options?: ApiCallOptions): Promise<SlugAnswer> {
  return apiCall(businessSlug, { query: { slug } }, options);
}
