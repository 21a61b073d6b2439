import type { AppContext } from '#server/core/context.ts';
import {
  adminBusinessLogoRound,
  adminBusinessLogoUpload,
  adminBusinessProfile,
  adminBusinessProfilePhotoDelete,
  adminBusinessProfilePhotoUpload,
  adminBusinessProfileUpdate,
} from '@vizitas/shared/api/admin/business-profile';
import { authorize } from '#server/core/authorize.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { defineEndpoint, defineHttpEndpoint } from '#server/http/endpoint.ts';
import { businessScopeFor } from '#server/http/guards.ts';
import { withUpload } from '#server/http/plugins/multipart.ts';
import {
  businessProfileOf,
  canManageBusinessSettings,
  canViewBusinessAdminData,
  updateBusinessProfile,
} from '#server/modules/business/index.ts';
import { cropLogo, deleteProfilePhoto, uploadLogo, uploadProfilePhoto } from '#server/modules/media/index.ts';
import { picturesScope } from '../scope.ts';

/** Where the DNS instructions point an own domain: the product's public host, else the host asked. */
function dnsTargetOf(ctx: AppContext, hostname: string): string {
  const publicUrl = ctx.mailSettings.publicUrl;
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
function profileOf(ctx: AppContext, hostname: string, scope: TenantScope) {
  return businessProfileOf(ctx.db, scope, {
    dnsTarget: dnsTargetOf(ctx, hostname),
    isStored: (url) => ctx.files.keyOf(url) !== null,
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
    handle: async (ctx, actor, { params }) => {
      const scope = await businessScopeFor(actor, params.id);
      authorize(canViewBusinessAdminData(scope));
      return profileOf(ctx, actor.hostname, scope);
    },
  }),
  defineEndpoint(adminBusinessProfileUpdate, {
    handle: async (ctx, actor, { params, body }) => {
      const scope = await businessScopeFor(actor, params.id);
      authorize(canManageBusinessSettings(scope));
      await updateBusinessProfile(ctx, scope, { ...body });
      return profileOf(ctx, actor.hostname, scope);
    },
  }),
  defineEndpoint(adminBusinessLogoRound, {
    handle: async (ctx, actor, { params, body }) => {
      const scope = await picturesScope(actor, params.id);
      await cropLogo(ctx, scope, { ...body });
      return profileOf(ctx, actor.hostname, scope);
    },
  }),
  defineEndpoint(adminBusinessProfilePhotoDelete, {
    handle: async (ctx, actor, { params }) => {
      const scope = await picturesScope(actor, params.id);
      await deleteProfilePhoto(ctx, scope);
      return profileOf(ctx, actor.hostname, scope);
    },
  }),
  // The seed's logo upload and the profile photo's: multipart forms read from the HTTP request
  // (`withUpload`, one upload of the process at a time), answering the whole profile.
  defineHttpEndpoint(adminBusinessLogoUpload, {
    route: { config: { upload: true } },
    handle: async (ctx, actor, { params }, { request }) => {
      const scope = await picturesScope(actor, params.id);
      await withUpload(request, (upload) => uploadLogo(ctx, scope, upload.file));
      return profileOf(ctx, actor.hostname, scope);
    },
  }),
  defineHttpEndpoint(adminBusinessProfilePhotoUpload, {
    route: { config: { upload: true } },
    handle: async (ctx, actor, { params }, { request }) => {
      const scope = await picturesScope(actor, params.id);
      await withUpload(request, (upload) => uploadProfilePhoto(ctx, scope, upload.file));
      return profileOf(ctx, actor.hostname, scope);
    },
  }),
];
