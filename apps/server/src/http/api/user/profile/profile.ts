import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myAccountDeletionPreview, myProfile } from '@vizitas/shared/api/user/profile';
import { appError, format, messages } from '@vizitas/shared';
import {
  accountSchema,
  deleteAccountRequestSchema,
  personalDataSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  phoneNumberRequestSchema,
  phoneNumberResponseSchema,
  successMessageSchema,
  toggleTwoFactorRequestSchema,
  toggleTwoFactorResponseSchema,
  updateProfileRequestSchema,
} from '@vizitas/shared/schemas/account';
import { accountMailOutbox, accountMailSent } from '#server/http/account-mail.ts';
import { errorResponses, errorResponsesWithErrorCode } from '#server/http/openapi.ts';
import { askerOf, requireUser, requireUserOf, type Asker } from '#server/http/guards.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
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
import { contextOf } from '#server/http/app-context.ts';
import { clearSessionCookie } from '#server/http/plugins/session.ts';

const TAGS = ['user'];

/** The person's account as `GET /api/user/profile` answers it (the name change answers it too). */
async function accountOf(app: FastifyInstance, actor: Asker) {
  const user = await requireUserOf(actor);
  const [profile, memberships] = await Promise.all([
    loadAccount(app.database.db, { userId: user.id, now: app.now() }),
    actor.memberships(user.id),
  ]);
  return { ...profile, memberships };
}

export const profileEndpoints = [
  defineEndpoint(myProfile, { handle: (app, _input, actor) => accountOf(app, actor) }),
  defineEndpoint(myAccountDeletionPreview, {
    handle: async (app, _input, actor) => {
      const user = await requireUserOf(actor);
      authorize(canManageProfile(user, user.id));
      return deletionPreview(app.database.db, { userId: user.id, now: app.now() });
    },
  }),
];

/** `/api/user/profile/*`: name, e-mail, phone number, password, two-factor, verification mail, her data and deleting the account. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = secretBoxKey(app.secrets.cookie);

  const account = (request: FastifyRequest) => accountOf(app, askerOf(request));

  app.patch(
    '/profile',
    {
      schema: {
        tags: TAGS,
        summary: 'Vardo keitimas',
        body: updateProfileRequestSchema,
        response: { 200: accountSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      authorize(canManageProfile(user, user.id));
      await updateName(app.database.db, { userId: user.id, name: request.body.name, now: app.now() });
      reply.flash('success', messages.profile.details.saved);
      return account(request);
    },
  );

  app.post(
    '/profile/email',
    {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'El. pašto adreso keitimas: naujas adresas galios, kai bus patvirtintas nuoroda laiške',
        body: changeEmailRequestSchema,
        response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      authorize(canManageProfile(user, user.id));
      // The link and its mail to the new address (a job, retried until sent) commit together.
      const change = await requestEmailChange(
        app.database.db,
        { userId: user.id, ...request.body, now: app.now() },
        await accountMailOutbox(request),
      );
      accountMailSent(request);
      const message = format(messages.profile.email.changeRequested, { email: change.email });
      reply.flash('success', message);
      return { success: true as const, message };
    },
  );

  app.post(
    '/profile/password',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Slaptažodžio keitimas; kitos sesijos baigiamos',
        body: changePasswordRequestSchema,
        response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      authorize(canManageProfile(user, user.id));
      await changePassword(app.database.db, { userId: user.id, ...request.body, keepSessionId: user.sessionId, now: app.now() });
      reply.flash('success', messages.profile.password.changed);
      return { success: true as const, message: messages.profile.password.changed };
    },
  );

  app.post(
    '/profile/phone-number',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Telefono numerio išsaugojimas (route update_phone_number); saugomas E.164 formatu',
        body: phoneNumberRequestSchema,
        response: { 200: phoneNumberResponseSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      authorize(canManageProfile(user, user.id));
      const phoneNumber = await updatePhoneNumber(app.database.db, {
        userId: user.id,
        phoneNumber: request.body.phoneNumber,
        now: app.now(),
      });
      return { success: true as const, message: messages.phone.saved, phoneNumber };
    },
  );

  app.post(
    '/profile/resend-verification',
    {
      // Its error answers carry `errorCode` too: the seed's page reads `success, errorCode`.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' }, answersErrorCode: true },
      schema: {
        tags: TAGS,
        summary: 'Patvirtinimo laiško siuntimas iš naujo (route resend_verification); ne dažniau kaip kartą per minutę',
        response: { 200: successMessageSchema, ...errorResponsesWithErrorCode(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (user.emailVerified) throw appError('verified_email');
      authorize(canResendVerification(user, user.id, user.emailVerified));
      // The link and its mail (a job, retried until sent) commit together.
      await resendEmailVerification(app.database.db, { userId: user.id, now: app.now() }, await accountMailOutbox(request));
      accountMailSent(request);
      return { success: true as const, message: messages.emailVerification.sent };
    },
  );

  app.post(
    '/profile/toggle-2fa',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary:
          'Dviejų veiksnių patvirtinimas: `start` – naujas raktas ir QR kodas; `confirm` – pirmas kodas įjungia, grąžinami atsarginiai kodai; `disable` – išjungia (kodas arba slaptažodis)',
        body: toggleTwoFactorRequestSchema,
        response: { 200: toggleTwoFactorResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      authorize(canManageProfile(user, user.id));
      const body = request.body;
      const now = app.now();
      switch (body.action) {
        case 'start': {
          const setup = await startTwoFactorSetup(app.database.db, { userId: user.id, key });
          return { success: true as const, action: 'start' as const, ...setup };
        }
        case 'confirm': {
          const { recoveryCodes } = await confirmTwoFactorSetup(app.database.db, { userId: user.id, code: body.code, key, now });
          return {
            success: true as const,
            action: 'confirm' as const,
            enabled: true as const,
            message: messages.twoFactor.enabledNow,
            recoveryCodes,
          };
        }
        case 'disable': {
          await disableTwoFactor(app.database.db, { userId: user.id, code: body.code, password: body.password, key, now });
          return {
            success: true as const,
            action: 'disable' as const,
            enabled: false as const,
            message: messages.twoFactor.disabledNow,
          };
        }
      }
    },
  );

  app.get(
    '/profile/data-export',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Mano duomenų kopija (JSON): paskyra, vizitai, atsiliepimai, pranešimai, nustatymai, įrenginiai',
        response: { 200: personalDataSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      authorize(canManageProfile(user, user.id));
      const now = app.now();
      const data = await exportPersonalData(app.database.db, { userId: user.id, now });
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="vizitas-duomenys-${now.toISOString().slice(0, 10)}.json"`);
      return data;
    },
  );

  app.post(
    '/profile/delete',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary:
          'Paskyros ištrynimas (slaptažodis patvirtina): būsimi vizitai atšaukiami, asmens duomenys ištrinami, verslų įrašai lieka be jų',
        body: deleteAccountRequestSchema,
        response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      authorize(canManageProfile(user, user.id));
      await deleteAccount(contextOf(app), { userId: user.id, password: request.body.password });
      clearSessionCookie(reply);
      const message = messages.profile.privacy.deleted;
      reply.flash('success', message);
      return { success: true as const, message };
    },
  );
};

export default profileRoutes;
