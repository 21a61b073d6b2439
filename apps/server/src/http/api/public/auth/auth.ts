import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@vizitas/shared';
import {
  linkTokenCheckSchema,
  linkTokenQuerySchema,
  loginRequestSchema,
  loginResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  successMessageSchema,
  twoFactorLoginRequestSchema,
  twoFactorLoginResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@vizitas/shared/schemas/account';
import { accountMailOutbox, accountMailSent } from '#server/http/account-mail.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { clearSessionCookie, setSessionCookie } from '#server/http/plugins/session.ts';
import {
  verifyEmail,
  attemptLogin,
  landingPathOf,
  isPasswordResetTokenUsable,
  requestPasswordReset,
  resetPassword,
  registerUser,
  createSession,
  deleteSession,
  purgeExpiredSessions,
  SESSION_COOKIE,
  completeTwoFactorChallenge,
  createTwoFactorChallenge,
  TWO_FACTOR_COOKIE,
} from '#server/modules/account/index.ts';
import { secretBoxKey } from '#server/lib/secret-box.ts';
import { hashToken } from '#server/lib/tokens.ts';

const TAGS = ['public'];

/**
 * `/api/public/auth/*`: registration, login (with the code step when two-factor is on),
 * logout, password reset and e-mail verification. Answers never tell whether an address is
 * registered, except registration itself (409 `email_taken`). Successful steps also queue a
 * flash message, shown as a toast on the next page (the pages redirect after these calls).
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = secretBoxKey(app.secrets.cookie);
  const cookieBase = { path: '/', httpOnly: true, secure: app.config.production } as const;

  /** Starts a fresh session (a new id on every login) and hands it to the browser. */
  async function logIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    const now = app.now();
    const previous = request.cookies[SESSION_COOKIE];
    if (previous && previous.length <= 200) await deleteSession(app.database.db, hashToken(previous));
    await purgeExpiredSessions(app.database.db, userId, now);
    const session = await createSession(app.database.db, {
      userId,
      now,
      userAgent: request.headers['user-agent'] ?? null,
      ip: request.ip,
    });
    setSessionCookie(reply, session);
  }

  app.post(
    '/register',
    {
      // Per client address; generous enough for a family or an office behind one address.
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags: TAGS,
        summary: 'Registracija: vardas, el. paštas, slaptažodis; išsiunčiamas patvirtinimo laiškas, naudotojas prijungiamas',
        body: registerRequestSchema,
        response: { 201: successMessageSchema, ...errorResponses(400, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      // The account and its verification mail (a job, retried until sent) commit together.
      const registered = await registerUser(
        app.database.db,
        { ...request.body, now: app.now() },
        await accountMailOutbox(request),
      );
      accountMailSent(request);
      await logIn(request, reply, registered.userId);
      reply.flash('success', messages.auth.register.success);
      return reply.status(201).send({ success: true as const, message: messages.auth.register.success });
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Prisijungimas el. paštu ir slaptažodžiu; kai įjungtas dviejų veiksnių patvirtinimas, toliau prašoma kodo',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const result = await attemptLogin(app.database.db, { ...request.body, ip: request.ip, now: app.now() });
      if (result.twoFactorRequired) {
        const challenge = await createTwoFactorChallenge(app.database.db, { userId: result.userId, now: app.now() });
        reply.setCookie(TWO_FACTOR_COOKIE, challenge.token, { ...cookieBase, sameSite: 'strict', expires: challenge.expiresAt });
        return { success: true as const, twoFactorRequired: true, message: messages.auth.twoFactor.text };
      }
      await logIn(request, reply, result.userId);
      reply.flash('success', messages.auth.login.success);
      const home = await landingPathOf(app.database.db, result.userId);
      return { success: true as const, twoFactorRequired: false, message: messages.auth.login.success, home };
    },
  );

  app.post(
    '/login/two-factor',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Antrasis prisijungimo žingsnis: kodas iš autentifikavimo programėlės arba atsarginis kodas',
        body: twoFactorLoginRequestSchema,
        response: { 200: twoFactorLoginResponseSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      let userId: string;
      try {
        userId = await completeTwoFactorChallenge(app.database.db, {
          token: request.cookies[TWO_FACTOR_COOKIE],
          code: request.body.code,
          key,
          now: app.now(),
        });
      } catch (error) {
        if ((error as { code?: string }).code === 'two_factor_expired') reply.clearCookie(TWO_FACTOR_COOKIE, cookieBase);
        throw error;
      }
      reply.clearCookie(TWO_FACTOR_COOKIE, cookieBase);
      await logIn(request, reply, userId);
      reply.flash('success', messages.auth.login.success);
      return { success: true as const, message: messages.auth.login.success, home: await landingPathOf(app.database.db, userId) };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: TAGS,
        summary: 'Atsijungimas: ši sesija baigiama',
        response: { 200: successMessageSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token && token.length <= 200) await deleteSession(app.database.db, hashToken(token));
      clearSessionCookie(reply);
      reply.flash('success', messages.auth.logout.success);
      return { success: true as const, message: messages.auth.logout.success };
    },
  );

  app.post(
    '/password-reset/request',
    {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Slaptažodžio atkūrimo nuorodos užklausa (atsakymas tas pats, ar paskyra yra, ar ne)',
        body: passwordResetRequestSchema,
        response: { 200: successMessageSchema, ...errorResponses(400, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      // The link and its mail (a job) are written together; no SMTP in the request, so the answer
      // takes about the same time whether or not there is an account.
      const mail = await requestPasswordReset(
        app.database.db,
        { email: request.body.email, now: app.now() },
        await accountMailOutbox(request),
      );
      if (mail) accountMailSent(request);
      return { success: true as const, message: messages.auth.passwordReset.sent };
    },
  );

  app.get(
    '/password-reset/check',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Ar slaptažodžio atkūrimo nuoroda dar galioja',
        querystring: linkTokenQuerySchema,
        response: { 200: linkTokenCheckSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({
      valid: await isPasswordResetTokenUsable(app.database.db, { token: request.query.token, now: app.now() }),
    }),
  );

  app.post(
    '/password-reset/confirm',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Naujas slaptažodis pagal atkūrimo nuorodą; visos paskyros sesijos baigiamos',
        body: passwordResetConfirmSchema,
        response: { 200: successMessageSchema, ...errorResponses(400, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { userId } = await resetPassword(app.database.db, { ...request.body, now: app.now() });
      // This browser's session (if it was this account's) ended with the others.
      const current = await request.currentUser();
      if (!current || current.id === userId) clearSessionCookie(reply);
      reply.flash('success', messages.auth.passwordReset.done);
      return { success: true as const, message: messages.auth.passwordReset.done };
    },
  );

  app.post(
    '/verify-email',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'El. pašto adreso patvirtinimas pagal nuorodą iš laiško',
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailResponseSchema, ...errorResponses(400, 403, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      const verified = await verifyEmail(app.database.db, { token: request.body.token, now: app.now() });
      return { success: true as const, message: messages.emailVerification.verified, email: verified.email };
    },
  );
};

export default authRoutes;
