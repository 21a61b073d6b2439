import type { AppContext } from '#server/core/context.ts';
import { messages } from '@vizitas/shared';
import {
  login,
  loginTwoFactor,
  logout,
  passwordResetCheck,
  passwordResetConfirm,
  passwordResetRequest,
  register,
  verifyEmailAddress,
} from '@vizitas/shared/api/public/auth';
import { accountMailOutbox, accountMailSent } from '#server/http/account-mail.ts';
import { defineEndpoint, defineHttpEndpoint, type HttpExchange } from '#server/http/endpoint.ts';
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

/** The two-factor challenge's cookie: this site's pages only, never read by a script. */
const challengeCookie = (ctx: AppContext) => ({ path: '/', httpOnly: true, secure: ctx.config.production }) as const;

/** Starts a fresh session (a new id on every login) and hands it to the browser. */
async function logIn(ctx: AppContext, { request, reply }: HttpExchange, userId: string): Promise<void> {
  const now = ctx.now();
  const previous = request.cookies[SESSION_COOKIE];
  if (previous && previous.length <= 200) await deleteSession(ctx.db, hashToken(previous));
  await purgeExpiredSessions(ctx.db, userId, now);
  const session = await createSession(ctx.db, {
    userId,
    now,
    userAgent: request.headers['user-agent'] ?? null,
    ip: request.ip,
  });
  setSessionCookie(reply, session);
}

/**
 * `/api/public/auth/*`: registration, login (with the code step when two-factor is on),
 * logout, password reset and e-mail verification. Answers never tell whether an address is
 * registered, except registration itself (409 `email_taken`). Successful steps also queue a
 * flash message, shown as a toast on the next page (the pages redirect after these calls).
 */
export const authEndpoints = [
  defineHttpEndpoint(register, {
    // Per client address; generous enough for a family or an office behind one address.
    route: { config: { rateLimit: { max: 30, timeWindow: '1 hour' } } },
    handle: async (ctx, _actor, { body }, http) => {
      // The account and its verification mail (a job, retried until sent) commit together.
      const registered = await registerUser(ctx.db, { ...body, now: ctx.now() }, await accountMailOutbox(http.request));
      accountMailSent(http.request);
      await logIn(ctx, http, registered.userId);
      http.reply.flash('success', messages.auth.register.success);
      return { success: true as const, message: messages.auth.register.success };
    },
  }),
  defineHttpEndpoint(login, {
    route: { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } },
    handle: async (ctx, _actor, { body }, http) => {
      const result = await attemptLogin(ctx.db, { ...body, ip: http.request.ip, now: ctx.now() });
      if (result.twoFactorRequired) {
        const challenge = await createTwoFactorChallenge(ctx.db, { userId: result.userId, now: ctx.now() });
        http.reply.setCookie(TWO_FACTOR_COOKIE, challenge.token, {
          ...challengeCookie(ctx),
          sameSite: 'strict',
          expires: challenge.expiresAt,
        });
        return { success: true as const, twoFactorRequired: true, message: messages.auth.twoFactor.text };
      }
      await logIn(ctx, http, result.userId);
      http.reply.flash('success', messages.auth.login.success);
      const home = await landingPathOf(ctx.db, result.userId);
      return { success: true as const, twoFactorRequired: false, message: messages.auth.login.success, home };
    },
  }),
  defineHttpEndpoint(loginTwoFactor, {
    route: { config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } },
    handle: async (ctx, _actor, { body }, http) => {
      const { request, reply } = http;
      const key = secretBoxKey(ctx.secrets.cookie);
      let userId: string;
      try {
        userId = await completeTwoFactorChallenge(ctx.db, {
          token: request.cookies[TWO_FACTOR_COOKIE],
          code: body.code,
          key,
          now: ctx.now(),
        });
      } catch (error) {
        if ((error as { code?: string }).code === 'two_factor_expired')
          reply.clearCookie(TWO_FACTOR_COOKIE, challengeCookie(ctx));
        throw error;
      }
      reply.clearCookie(TWO_FACTOR_COOKIE, challengeCookie(ctx));
      await logIn(ctx, http, userId);
      reply.flash('success', messages.auth.login.success);
      return { success: true as const, message: messages.auth.login.success, home: await landingPathOf(ctx.db, userId) };
    },
  }),
  defineHttpEndpoint(logout, {
    handle: async (ctx, _actor, _input, { request, reply }) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token && token.length <= 200) await deleteSession(ctx.db, hashToken(token));
      clearSessionCookie(reply);
      reply.flash('success', messages.auth.logout.success);
      return { success: true as const, message: messages.auth.logout.success };
    },
  }),
  defineHttpEndpoint(passwordResetRequest, {
    route: { config: { rateLimit: { max: 5, timeWindow: '15 minutes' } } },
    handle: async (ctx, _actor, { body }, { request }) => {
      // The link and its mail (a job) are written together; no SMTP in the request, so the answer
      // takes about the same time whether or not there is an account.
      const mail = await requestPasswordReset(ctx.db, { email: body.email, now: ctx.now() }, await accountMailOutbox(request));
      if (mail) accountMailSent(request);
      return { success: true as const, message: messages.auth.passwordReset.sent };
    },
  }),
  defineEndpoint(passwordResetCheck, {
    route: { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } },
    handle: async (ctx, _actor, { query }) => ({
      valid: await isPasswordResetTokenUsable(ctx.db, { token: query.token, now: ctx.now() }),
    }),
  }),
  defineHttpEndpoint(passwordResetConfirm, {
    route: { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } },
    handle: async (ctx, actor, { body }, { reply }) => {
      const { userId } = await resetPassword(ctx.db, { ...body, now: ctx.now() });
      // This browser's session (if it was this account's) ended with the others.
      const current = await actor.user();
      if (!current || current.id === userId) clearSessionCookie(reply);
      reply.flash('success', messages.auth.passwordReset.done);
      return { success: true as const, message: messages.auth.passwordReset.done };
    },
  }),
  defineEndpoint(verifyEmailAddress, {
    route: { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } },
    handle: async (ctx, _actor, { body }) => {
      const verified = await verifyEmail(ctx.db, { token: body.token, now: ctx.now() });
      return { success: true as const, message: messages.emailVerification.verified, email: verified.email };
    },
  }),
];
