import type { AppContext } from '#server/core/context.ts';
import { appError, format, messages } from '@vizitas/shared';
import {
  myAccountDeletion,
  myAccountDeletionPreview,
  myDataExport,
  myEmailChange,
  myNameChange,
  myPasswordChange,
  myPhoneNumber,
  myProfile,
  myTwoFactor,
  myVerificationResend,
} from '@vizitas/shared/api/user/profile';
import { accountMailOutbox, accountMailSent } from '#server/http/account-mail.ts';
import { defineEndpoint, defineHttpEndpoint } from '#server/http/endpoint.ts';
import { requireUserOf, type Asker } from '#server/http/guards.ts';
import { authorize } from '#server/core/authorize.ts';
import {
  canManageProfile,
  canResendVerification,
  deleteAccount,
  deletionPreview,
  exportPersonalData,
  resendEmailVerification,
  updatePhoneNumber,
  changePassword,
  loadAccount,
  requestEmailChange,
  updateName,
  confirmTwoFactorSetup,
  disableTwoFactor,
  startTwoFactorSetup,
} from '#server/modules/account/index.ts';
import { secretBoxKey } from '#server/lib/secret-box.ts';
import { clearSessionCookie, type SessionUser } from '#server/http/plugins/session.ts';

/** The person's account as `GET /api/user/profile` answers it (the name change answers it too). */
async function accountOf(ctx: AppContext, actor: Asker) {
  const user = await requireUserOf(actor);
  const [profile, memberships] = await Promise.all([
    loadAccount(ctx.db, { userId: user.id, now: ctx.now() }),
    actor.memberships(user.id),
  ]);
  return { ...profile, memberships };
}

/** The logged-in person, once her policy lets her manage her own profile. */
async function profileOwner(actor: Asker): Promise<SessionUser> {
  const user = await requireUserOf(actor);
  authorize(canManageProfile(user, user.id));
  return user;
}

/** `/api/user/profile/*`: name, e-mail, phone number, password, two-factor, verification mail, her data and deleting the account. */
export const profileEndpoints = [
  defineEndpoint(myProfile, { handle: (ctx, actor) => accountOf(ctx, actor) }),
  defineHttpEndpoint(myNameChange, {
    handle: async (ctx, actor, { body }, { reply }) => {
      const user = await profileOwner(actor);
      await updateName(ctx.db, { userId: user.id, name: body.name, now: ctx.now() });
      reply.flash('success', messages.profile.details.saved);
      return accountOf(ctx, actor);
    },
  }),
  defineHttpEndpoint(myEmailChange, {
    route: { config: { rateLimit: { max: 5, timeWindow: '15 minutes' } } },
    handle: async (ctx, actor, { body }, { request, reply }) => {
      const user = await profileOwner(actor);
      // The link and its mail to the new address (a job, retried until sent) commit together.
      const change = await requestEmailChange(
        ctx.db,
        { userId: user.id, ...body, now: ctx.now() },
        await accountMailOutbox(request),
      );
      accountMailSent(request);
      const message = format(messages.profile.email.changeRequested, { email: change.email });
      reply.flash('success', message);
      return { success: true as const, message };
    },
  }),
  defineHttpEndpoint(myPasswordChange, {
    route: { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } },
    handle: async (ctx, actor, { body }, { reply }) => {
      const user = await profileOwner(actor);
      await changePassword(ctx.db, { userId: user.id, ...body, keepSessionId: user.sessionId, now: ctx.now() });
      reply.flash('success', messages.profile.password.changed);
      return { success: true as const, message: messages.profile.password.changed };
    },
  }),
  defineEndpoint(myPhoneNumber, {
    route: { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } },
    handle: async (ctx, actor, { body }) => {
      const user = await profileOwner(actor);
      const phoneNumber = await updatePhoneNumber(ctx.db, {
        userId: user.id,
        phoneNumber: body.phoneNumber,
        now: ctx.now(),
      });
      return { success: true as const, message: messages.phone.saved, phoneNumber };
    },
  }),
  defineHttpEndpoint(myVerificationResend, {
    // Its error answers carry `errorCode` too: the seed's page reads `success, errorCode`.
    route: { config: { rateLimit: { max: 10, timeWindow: '15 minutes' }, answersErrorCode: true } },
    handle: async (ctx, actor, _input, { request }) => {
      const user = await requireUserOf(actor);
      if (user.emailVerified) throw appError('verified_email');
      authorize(canResendVerification(user, user.id, user.emailVerified));
      // The link and its mail (a job, retried until sent) commit together.
      await resendEmailVerification(ctx.db, { userId: user.id, now: ctx.now() }, await accountMailOutbox(request));
      accountMailSent(request);
      return { success: true as const, message: messages.emailVerification.sent };
    },
  }),
  defineEndpoint(myTwoFactor, {
    route: { config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } },
    handle: async (ctx, actor, { body }) => {
      const user = await profileOwner(actor);
      const key = secretBoxKey(ctx.secrets.cookie);
      const now = ctx.now();
      switch (body.action) {
        case 'start': {
          const setup = await startTwoFactorSetup(ctx.db, { userId: user.id, key });
          return { success: true as const, action: 'start' as const, ...setup };
        }
        case 'confirm': {
          const { recoveryCodes } = await confirmTwoFactorSetup(ctx.db, { userId: user.id, code: body.code, key, now });
          return {
            success: true as const,
            action: 'confirm' as const,
            enabled: true as const,
            message: messages.twoFactor.enabledNow,
            recoveryCodes,
          };
        }
        case 'disable': {
          await disableTwoFactor(ctx.db, { userId: user.id, code: body.code, password: body.password, key, now });
          return {
            success: true as const,
            action: 'disable' as const,
            enabled: false as const,
            message: messages.twoFactor.disabledNow,
          };
        }
      }
    },
  }),
  defineHttpEndpoint(myDataExport, {
    route: { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } },
    handle: async (ctx, actor, _input, { reply }) => {
      const user = await profileOwner(actor);
      const now = ctx.now();
      const data = await exportPersonalData(ctx.db, { userId: user.id, now });
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="vizitas-duomenys-${now.toISOString().slice(0, 10)}.json"`);
      return data;
    },
  }),
  defineEndpoint(myAccountDeletionPreview, {
    handle: async (ctx, actor) => {
      const user = await profileOwner(actor);
      return deletionPreview(ctx.db, { userId: user.id, now: ctx.now() });
    },
  }),
  defineHttpEndpoint(myAccountDeletion, {
    route: { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } },
    handle: async (ctx, actor, { body }, { reply }) => {
      const user = await profileOwner(actor);
      await deleteAccount(ctx, { userId: user.id, password: body.password });
      clearSessionCookie(reply);
      const message = messages.profile.privacy.deleted;
      reply.flash('success', message);
      return { success: true as const, message };
    },
  }),
];
