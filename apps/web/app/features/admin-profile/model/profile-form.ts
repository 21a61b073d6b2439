/**
 * The profile form's state (docs/decisions/026): the strings of the inputs, made from the API's
 * profile and turned back into the body it takes, checked with the API's own schema so the
 * browser shows the same Lithuanian messages the server would.
 */
import { formatPhone, type FieldErrors } from '@vizitas/shared';
import {
  updateBusinessProfileSchema,
  type BusinessProfile,
  type UpdateBusinessProfile,
} from '@vizitas/shared/schemas/admin/business-profile';

export interface ProfileDraft {
  name: string;
  description: string;
  address: string;
  city: string;
  categories: string[];
  phone: string;
  email: string;
  website: string;
  instagram: string;
  customDomain: string;
}

export type ProfileField = keyof ProfileDraft;

export function draftOf(profile: BusinessProfile): ProfileDraft {
  return {
    name: profile.name,
    description: profile.description ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    categories: [...profile.categories],
    phone: profile.phone ? formatPhone(profile.phone) : '',
    email: profile.email ?? '',
    website: profile.website ?? '',
    instagram: profile.instagram ? `@${profile.instagram}` : '',
    customDomain: profile.customDomain ?? '',
  };
}

/** The body of `PATCH …/details`: every field, blank ones as they are (the API clears them). */
export function bodyOf(draft: ProfileDraft): UpdateBusinessProfile {
  return { ...draft, categories: [...draft.categories] };
}

/** The schema's messages by field (the first of each), or null when the form is right. */
export function profileErrors(draft: ProfileDraft): Partial<Record<ProfileField, string[]>> | null {
  const result = updateBusinessProfileSchema.safeParse(bodyOf(draft));
  if (result.success) return null;
  const errors: Partial<Record<ProfileField, string[]>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'name') as ProfileField;
    errors[field] ??= [issue.message];
  }
  return errors;
}

/** The API's field errors (`fields` of a 400 or 409) for the form. */
export function serverProfileErrors(fields: FieldErrors | undefined): Partial<Record<ProfileField, string[]>> {
  const errors: Partial<Record<ProfileField, string[]>> = {};
  for (const [key, list] of Object.entries(fields ?? {})) {
    const field = key.split('.')[0] as ProfileField;
    errors[field] = [...(errors[field] ?? []), ...list];
  }
  return errors;
}

/** Toggles a category in the list, keeping the taxonomy's order of the others. */
export function toggleCategory(categories: readonly string[], slug: string, order: readonly string[]): string[] {
  const next = categories.includes(slug) ? categories.filter((item) => item !== slug) : [...categories, slug];
  return [...next].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * The kind of DNS record that points a domain at `target`: an IP address needs an A record (AAAA
 * for IPv6) — a CNAME may only name another host — and a host name a CNAME.
 */
export function dnsRecordKind(target: string): 'A' | 'AAAA' | 'CNAME' {
  const host = target.replace(/^\[|\]$/g, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return 'A';
  if (host.includes(':')) return 'AAAA';
  return 'CNAME';
}

/** The DNS record's name for a domain: `@` for the domain itself, the first label for a sub-domain of a registrable one. */
export function dnsRecordName(domain: string): string {
  const labels = domain.split('.');
  return labels.length <= 2 ? '@' : labels.slice(0, labels.length - 2).join('.');
}
