import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBusinessLogoRound,
  adminBusinessProfile,
  adminBusinessProfilePhotoDelete,
  adminBusinessProfileUpdate,
} from '@vizitas/shared/api/admin/business-profile';
import { adminIdParamsSchema } from '@vizitas/shared/schemas/admin/common';
import { businessProfileSchema } from '@vizitas/shared/schemas/admin/business-profile';
import { authorize } from '#server/core/authorize.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { businessScopeFor, businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { withUpload } from '#server/http/plugins/multipart.ts';
import {
  businessProfileOf,
  canManageBusinessSettings,
  canViewBusinessAdminData,
  updateBusinessProfile,
} from '#server/modules/business/index.ts';
import { canManagePictures, cropLogo, deleteProfilePhoto, uploadLogo, uploadProfilePhoto } from '#server/modules/media/index.ts';
import { picturesScope } from '../scope.ts';

/** Where the DNS instructions point an own domain: the product's public host, else the host asked. */
function dnsTargetOf(app: FastifyInstance, hostname: string): string {
  const publicUrl = app.mailSettings.publicUrl;
  if (publicUrl) {
    try {
      return new URL(publicUrl).hostname;
    } catch {
      // fall back to the request's host
    }
  }
  return hostname.replace(/:\d+$/, '');
}

/** The whole profile, as every answer here is, for the host asked (`hostname`). */
function profileOf(app: FastifyInstance, hostname: string, scope: TenantScope) {
  return businessProfileOf(app.database.db, scope, {
    dnsTarget: dnsTargetOf(app, hostname),
    isStored: (url) => app.files.keyOf(url) !== null,
  });
}

/**
 * `/api/admin/business/{id}/…`: the business's face (docs/decisions/026) — its profile
 * (`details`), the logo's round crop and the profile photo's delete. `{id}` is the business's id:
 * a member of another business gets 403 and nothing is read. Every answer is the whole profile.
 */
export const adminBusinessEndpoints = [
  // `{ ...body }` reads the body where the route read `request.body`: a body that failed its schema
  // throws its 400 there (`endpoint.ts`), after the scope and the policy, before the operation's checks.
  defineEndpoint(adminBusinessProfile, {
    handle: async (app, { params }, actor) => {
      const scope = await businessScopeFor(actor, params.id);
      authorize(canViewBusinessAdminData(scope));
      return profileOf(app, actor.hostname, scope);
    },
  }),
  defineEndpoint(adminBusinessProfileUpdate, {
    handle: async (app, { params, body }, actor) => {
      const scope = await businessScopeFor(actor, params.id);
      authorize(canManageBusinessSettings(scope));
      await updateBusinessProfile(app.context, scope, { ...body });
      return profileOf(app, actor.hostname, scope);
    },
  }),
  defineEndpoint(adminBusinessLogoRound, {
    handle: async (app, { params, body }, actor) => {
      const scope = await picturesScope(actor, params.id);
      await cropLogo(app.context, scope, { ...body });
      return profileOf(app, actor.hostname, scope);
    },
  }),
  defineEndpoint(adminBusinessProfilePhotoDelete, {
    handle: async (app, { params }, actor) => {
      const scope = await picturesScope(actor, params.id);
      await deleteProfilePhoto(app.context, scope);
      return profileOf(app, actor.hostname, scope);
    },
  }),
];

/**
 * The seed's logo upload and the profile photo's upload (multipart forms with the file in
 * `file`), answering the whole profile. Plain routes, not endpoints: they read the request's
 * multipart stream (`config.upload`) and the document lists them as `multipart/form-data`, which
 * a contract does not.
 */
const adminBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadResponses = { 200: businessProfileSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) };

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
      await withUpload(request, (upload) => uploadLogo(app.context, scope, upload.file));
      return profileOf(app, request.hostname, scope);
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
      await withUpload(request, (upload) => uploadProfilePhoto(app.context, scope, upload.file));
      return profileOf(app, request.hostname, scope);
    },
  );
};

export default adminBusinessRoutes;
