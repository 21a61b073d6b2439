/**
 * The access matrix's rows of the business's face (docs/decisions/026): profile, logo, profile
 * photo, gallery, specialists' photos. Reading is every member's; changing is the owner's.
 * Uploads are sent JSON here (415 for the owner: the guard and the policy answer first).
 */
import type { AccessCase } from './access-matrix.ts';

const NO_ID = '00000000-0000-4000-8000-000000000000';

/** An operation of `/api/admin/business/{id}/…`, for A and for B, with the same valid body (so B's answer is the guard's). */
const business = (path: string, body?: unknown): Pick<AccessCase, 'path' | 'crossTenant' | 'body'> => ({
  path: (f) => `/api/admin/business/${f.businessA.id}${path}`,
  ...(body === undefined ? {} : { body: () => body }),
  crossTenant: {
    path: (f) => `/api/admin/business/${f.businessB.id}${path}`,
    ...(body === undefined ? {} : { body: () => body }),
  },
});
/** An operation scoped by `?business=`: A's implicitly, B's named. */
const scoped = (path: string, body?: unknown): Pick<AccessCase, 'path' | 'crossTenant' | 'body'> => ({
  path: () => path,
  ...(body === undefined ? {} : { body: () => body }),
  crossTenant: { path: (f) => `${path}?business=${f.businessB.id}`, ...(body === undefined ? {} : { body: () => body }) },
});
const PROFILE = {
  name: 'Matrica',
  description: '',
  address: '',
  city: 'vilnius',
  categories: ['kirpejai'],
  phone: '',
  email: '',
  website: '',
  instagram: '',
  customDomain: '',
};

export const faceCases: AccessCase[] = [
  {
    area: 'admin',
    route: '/api/admin/business/{id}/details',
    method: 'GET',
    ...business('/details'),
    staff: 'allowed',
    summary: 'the profile',
  },
  {
    area: 'admin',
    route: '/api/admin/business/{id}/details',
    method: 'PATCH',
    ...business('/details', PROFILE),
    staff: 'forbidden',
    summary: 'change the profile',
  },
  {
    area: 'admin',
    route: '/api/admin/business/{id}/logo/upload',
    method: 'POST',
    ...business('/logo/upload'),
    staff: 'forbidden',
    summary: 'upload the logo',
  },
  {
    area: 'admin',
    route: '/api/admin/business/{id}/logo/round',
    method: 'POST',
    ...business('/logo/round', { x: 0.5, y: 0.5, size: 1 }),
    staff: 'forbidden',
    summary: 'crop the logo round',
  },
  {
    area: 'admin',
    route: '/api/admin/business/{id}/profile/upload',
    method: 'POST',
    ...business('/profile/upload'),
    staff: 'forbidden',
    summary: 'upload the profile photo',
  },
  {
    area: 'admin',
    route: '/api/admin/business/{id}/profile/delete',
    method: 'DELETE',
    ...business('/profile/delete'),
    staff: 'forbidden',
    summary: 'remove the profile photo',
  },
  {
    area: 'admin',
    route: '/api/admin/gallery-images',
    method: 'GET',
    ...scoped('/api/admin/gallery-images'),
    staff: 'allowed',
    summary: 'the gallery',
  },
  {
    area: 'admin',
    route: '/api/admin/gallery-image/create',
    method: 'POST',
    ...scoped('/api/admin/gallery-image/create'),
    staff: 'forbidden',
    summary: 'add a gallery photo',
  },
  {
    area: 'admin',
    route: '/api/admin/gallery-image/{id}/upload',
    method: 'POST',
    ...scoped(`/api/admin/gallery-image/${NO_ID}/upload`),
    staff: 'forbidden',
    summary: 'replace a gallery photo',
  },
  {
    area: 'admin',
    route: '/api/admin/gallery-image/{id}',
    method: 'PATCH',
    ...scoped(`/api/admin/gallery-image/${NO_ID}`, { alt: 'Matrica' }),
    staff: 'forbidden',
    summary: "a gallery photo's caption",
  },
  {
    area: 'admin',
    route: '/api/admin/gallery-image/{id}',
    method: 'DELETE',
    ...scoped(`/api/admin/gallery-image/${NO_ID}`),
    staff: 'forbidden',
    summary: 'delete a gallery photo',
  },
  {
    area: 'admin',
    route: '/api/admin/gallery-images/order',
    method: 'PUT',
    ...scoped('/api/admin/gallery-images/order', { ids: [NO_ID] }),
    staff: 'forbidden',
    summary: 'order the gallery',
  },
  {
    area: 'admin',
    route: '/api/admin/specialist-photo/{id}/upload',
    method: 'POST',
    ...scoped(`/api/admin/specialist-photo/${NO_ID}/upload`),
    staff: 'forbidden',
    summary: "a specialist's photo",
  },
  {
    area: 'admin',
    route: '/api/admin/specialist-photo/{id}/delete',
    method: 'DELETE',
    ...scoped(`/api/admin/specialist-photo/${NO_ID}/delete`),
    staff: 'forbidden',
    summary: "remove a specialist's photo",
  },
];
