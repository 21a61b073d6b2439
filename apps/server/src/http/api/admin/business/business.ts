import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParamsSchema } from '@vizitas/shared/schemas/admin/common';
import {
  businessProfileSchema,
  logoCropSchema,
  updateBusinessProfileSchema,
} from '@vizitas/shared/schemas/admin/business-profile';
import { authorize } from '#server/core/authorize.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { contextOf, mediaContextOf } from '#server/http/app-context.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { withUpload } from '#server/http/plugins/multipart.ts';
import {
  businessProfileOf,
  canManageBusinessSettings,
  canViewBusinessAdminData,
  updateBusinessProfile,
} from '#server/modules/business/index.ts';
import { canManagePictures, cropLogo, deleteProfilePhoto, uploadLogo, uploadProfilePhoto } from '#server/modules/media/index.ts';

/** Where the DNS instructions point an own domain: the product's public host, else this request's. */
function dnsTargetOf(app: FastifyInstance, request: FastifyRequest): string {
  const publicUrl = app.mailSettings.publicUrl;
  if (publicUrl) {
    try {
      return new URL(publicUrl).hostname;
    } catch {
      // fall back to the request's host
    }
  }
  return request.hostname.replace(/:\d+$/, '');
}

/**
 * `/api/admin/business/{id}/…`: the business's face (docs/decisions/026) — its profile
 * (`details`), the seed's logo upload and round crop, and the profile photo's upload and delete.
 * `{id}` is the business's id: a member of another business gets 403 and nothing is read.
 * Pictures are multipart forms with the file in `file`; every answer is the whole profile.
 */
const adminBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const profile = (request: FastifyRequest, scope: TenantScope) =>
    businessProfileOf(app.database.db, scope, {
      dnsTarget: dnsTargetOf(app, request),
      isStored: (url) => app.files.keyOf(url) !== null,
    });
  const uploadResponses = { 200: businessProfileSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) };

  app.get(
    '/business/:id/details',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verslo profilis: pavadinimas, aprašymas, adresas, kontaktai, savas domenas, logotipas ir profilio nuotrauka',
        params: adminIdParamsSchema,
        response: { 200: businessProfileSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.params.id);
      authorize(canViewBusinessAdminData(scope));
      return profile(request, scope);
    },
  );

  app.patch(
    '/business/:id/details',
    {
      schema: {
        tags: ['admin'],
        summary: 'Keisti verslo profilį (tik savininkas)',
        description:
          'Visi laukai kartu, kaip juos rodo forma; tuščias neprivalomas laukas – jo nėra. Kito verslo domenas – 409 domain_taken.',
        params: adminIdParamsSchema,
        body: updateBusinessProfileSchema,
        response: { 200: businessProfileSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.params.id);
      authorize(canManageBusinessSettings(scope));
      await updateBusinessProfile(contextOf(app), scope, request.body);
      return profile(request, scope);
    },
  );

  app.post(
    '/business/:id/logo/upload',
    {
      config: { upload: true },
      schema: {
        tags: ['admin'],
        summary: 'Įkelti logotipą (JPEG, PNG arba WebP iki 15 MB); svetainė iš karto rodo jo vidurio apskritimą',
        consumes: ['multipart/form-data'],
        params: adminIdParamsSchema,
        response: uploadResponses,
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.params.id);
      authorize(canManagePictures(scope));
      await withUpload(request, (upload) => uploadLogo(mediaContextOf(app), scope, upload.file));
      return profile(request, scope);
    },
  );

  app.post(
    '/business/:id/logo/round',
    {
      schema: {
        tags: ['admin'],
        summary: 'Apvalus logotipas: pasirinktas apskritimas (centras ir skersmuo dalimis nuo 0 iki 1)',
        params: adminIdParamsSchema,
        body: logoCropSchema,
        response: { 200: businessProfileSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.params.id);
      authorize(canManagePictures(scope));
      await cropLogo(mediaContextOf(app), scope, request.body);
      return profile(request, scope);
    },
  );

  app.post(
    '/business/:id/profile/upload',
    {
      config: { upload: true },
      schema: {
        tags: ['admin'],
        summary: 'Įkelti profilio nuotrauką (JPEG, PNG arba WebP iki 15 MB)',
        consumes: ['multipart/form-data'],
        params: adminIdParamsSchema,
        response: uploadResponses,
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.params.id);
      authorize(canManagePictures(scope));
      await withUpload(request, (upload) => uploadProfilePhoto(mediaContextOf(app), scope, upload.file));
      return profile(request, scope);
    },
  );

  app.delete(
    '/business/:id/profile/delete',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pašalinti profilio nuotrauką',
        params: adminIdParamsSchema,
        response: { 200: businessProfileSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.params.id);
      authorize(canManagePictures(scope));
      await deleteProfilePhoto(mediaContextOf(app), scope);
      return profile(request, scope);
    },
  );
};

export default adminBusinessRoutes;
