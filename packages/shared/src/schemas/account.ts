/**
 * Accounts and access: every request and response of the auth, profile, two-factor, session,
 * dev-outbox and operator endpoints. Used by Fastify (validation and the OpenAPI document) and
 * by the forms (the same checks and Lithuanian messages on both sides).
 */
import '../zod-locale';
import { z } from 'zod';
import { messages } from '../messages';
import { PHONE } from '../constants';

const v = messages.auth.validation;

export const PASSWORD_MIN_LENGTH = 8;
/** Argon2 hashes any length; the cap keeps a huge password from costing the server. */
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/**
 * Passwords people pick most often (international lists and Lithuanian favourites). A new
 * password equal to one of these, ignoring case, is refused. Small on purpose: it ships to the
 * browser too.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888',
  '11223344', '12341234', '12121212', '123123123', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', '1qaz2wsx',
  'zaq12wsx', 'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12', 'qwerty1234', 'asdfghjk', 'asdfghjkl',
  'zxcvbnm1', 'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'iloveyou', 'iloveyou1', 'princess', 'sunshine', 'football', 'baseball', 'whatever', 'trustno1',
  'superman', 'starwars', 'welcome1', 'welcome123', 'abcd1234', 'abc12345', 'abcdefgh', 'letmein1',
  'computer', 'internet', 'michelle', 'jennifer', 'charlie1', 'dragon12', 'monkey12', 'master12',
  'shadow12', 'mustang1', 'football1', 'blink182', 'liverpool', 'chelsea1', 'danielle', 'samsung1',
  'changeme', 'default1', 'admin123', 'administrator', 'letmein123', 'secret12', 'qazwsxedc',
  'slaptazodis', 'slaptazodis1', 'slaptazodis123', 'slaptažodis', 'labas123', 'labas1234', 'lietuva1',
  'lietuva123', 'lietuva2024', 'lietuva2025', 'lietuva2026', 'vilnius1', 'vilnius123', 'kaunas123',
  'klaipeda1', 'zalgiris', 'zalgiris1', 'saulute1', 'meilute1', 'mylimas1', 'mylimoji', 'katinas1',
  'suniukas', 'sventes1', 'vasara123', 'ziema123', 'pavasaris', 'ruduo123', 'mama1234', 'tetis123',
  'vizitas1', 'vizitas123', 'grozis123',
]);

/** A new password that is too easy to guess: on the list, or one character repeated. */
export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return true;
  return /^(.)\1*$/u.test(password);
}

/** NUL and other control characters are never part of a name or an address. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/u;

/** A string field: missing → "required" message, another type → "invalid value". */
function text(required: string) {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : v.invalidValue) });
}

export const emailSchema = text(v.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, { error: v.emailRequired, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: v.emailInvalid })
  .regex(/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/u, { error: v.emailInvalid });

/** A password being checked (login, confirmation): any length people may have set. */
export const passwordSchema = text(v.passwordRequired)
  .min(1, { error: v.passwordRequired, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: v.passwordTooLong });

/** A password being set: at least 8 characters and not a common one. */
export const newPasswordSchema = text(v.passwordRequired)
  .min(1, { error: v.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: v.passwordTooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: v.passwordTooLong, abort: true })
  .refine((password) => !isCommonPassword(password), { error: v.passwordCommon });

export const nameSchema = text(v.nameRequired)
  .trim()
  .min(1, { error: v.nameRequired, abort: true })
  .max(NAME_MAX_LENGTH, { error: v.nameTooLong, abort: true })
  .refine((name) => !CONTROL_CHARACTERS.test(name), { error: v.invalidValue });

/** The random token of an e-mailed link (base64url). */
export const linkTokenSchema = text(v.tokenMissing)
  .min(1, { error: v.tokenMissing, abort: true })
  .max(200, { error: messages.errors.invalid_token, abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, { error: messages.errors.invalid_token });

/** A 6-digit TOTP code, or a recovery code (`xxxxx-xxxxx`, dash and case optional). */
export const twoFactorCodeSchema = text(v.codeInvalid)
  .trim()
  .max(32, { error: v.codeInvalid, abort: true })
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, { error: v.codeInvalid });

/** Only a 6-digit code from the app (confirming two-factor setup). */
export const totpCodeSchema = text(v.codeInvalid)
  .trim()
  .regex(/^\d{6}$/, { error: v.codeInvalid });

/**
 * The `redirect` parameter after login: only a path of this site (`/…`, not `//host` or
 * `/\host`, no scheme, no control characters); anything else becomes `fallback`.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (CONTROL_CHARACTERS.test(value) || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, 'http://vizitas.invalid');
    if (url.origin !== 'http://vizitas.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

// --- Same-origin rule of state-changing requests (CSRF) ---------------------------------------

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type SameOriginVerdict = 'allowed' | 'cross-origin' | 'unknown-origin';

/**
 * The strict Origin check for POST, PUT, PATCH and DELETE, used by the API (every `/api` request)
 * and by page actions (form posts to pages):
 * - with an `Origin` header, it must be exactly the request's own origin (scheme, host, port);
 * - without one, `Sec-Fetch-Site` must be `same-origin` (or `none`: typed by the person);
 * - with neither (not a browser), the request passes only without a session cookie.
 */
export function checkSameOrigin(input: {
  method: string;
  origin: string | null | undefined;
  secFetchSite: string | null | undefined;
  /** `${protocol}://${host}` of the request as the server sees it. */
  ownOrigin: string;
  hasSessionCookie: boolean;
}): SameOriginVerdict {
  if (!STATE_CHANGING_METHODS.has(input.method.toUpperCase())) return 'allowed';
  if (input.origin !== undefined && input.origin !== null) {
    return sameOrigin(input.origin, input.ownOrigin) ? 'allowed' : 'cross-origin';
  }
  if (input.secFetchSite !== undefined && input.secFetchSite !== null) {
    return input.secFetchSite === 'same-origin' || input.secFetchSite === 'none' ? 'allowed' : 'cross-origin';
  }
  return input.hasSessionCookie ? 'unknown-origin' : 'allowed';
}

function sameOrigin(origin: string, own: string): boolean {
  if (origin === 'null') return false;
  try {
    return new URL(origin).origin === new URL(own).origin;
  } catch {
    return false;
  }
}

// --- Generic answers -------------------------------------------------------------------------

/** Deleting one's account: the password confirms it. */
export const deleteAccountRequestSchema = z.object({ password: passwordSchema });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** What deleting the account would do, shown in its confirmation step. */
export const accountDeletionPreviewSchema = z.object({
  /** Pending and confirmed visits still to come: deleting cancels them. */
  upcomingVisits: z.number().int().nonnegative(),
  /** The businesses she owns: while there is one, the account cannot be deleted. */
  ownedBusinesses: z.array(z.string()),
});
export type AccountDeletionPreview = z.infer<typeof accountDeletionPreviewSchema>;

const exportedTime = z.string().nullable();

/** The copy of her data a person downloads (GDPR articles 15 and 20). */
export const personalDataSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    name: z.string(),
    email: z.string(),
    emailVerifiedAt: exportedTime,
    phoneNumber: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    termsVersion: z.string().nullable(),
    termsAcceptedAt: exportedTime,
    createdAt: exportedTime,
  }),
  memberships: z.array(z.object({ business: z.string(), role: z.string() })),
  visits: z.array(
    z.object({
      id: z.string(),
      business: z.string(),
      specialist: z.string(),
      services: z.array(z.string()),
      startsAt: exportedTime,
      endsAt: exportedTime,
      status: z.string(),
      priceCents: z.number(),
      customerNote: z.string().nullable(),
      cancellationReason: z.string().nullable(),
      createdAt: exportedTime,
    }),
  ),
  reviews: z.array(
    z.object({ business: z.string(), authorName: z.string(), rating: z.number(), comment: z.string().nullable(), createdAt: exportedTime }),
  ),
  notificationPreferences: z.array(z.object({ topic: z.string(), channel: z.string(), enabled: z.boolean() })),
  notifications: z.array(z.object({ text: z.string(), createdAt: exportedTime, seenAt: exportedTime })),
  devices: z.array(z.object({ userAgent: z.string().nullable(), ip: z.string().nullable(), createdAt: exportedTime, lastSeenAt: exportedTime })),
  pushSubscriptions: z.number().int(),
});
export type PersonalDataExport = z.infer<typeof personalDataSchema>;

export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessMessage = z.infer<typeof successMessageSchema>;

// --- Registration, login, logout ------------------------------------------------------------

/**
 * The consent to the terms and the privacy policy (issue 11 item 7): required to open an account.
 * JSON sends `true`; a form's checkbox sends `on`.
 */
export const acceptTermsSchema = z
  .union([z.literal(true), z.literal('on'), z.literal('true')], { error: v.termsRequired })
  .transform(() => true as const);

export const registerRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  acceptTerms: acceptTermsSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  /** The password was right and a code is needed next (`POST /api/public/auth/login/two-factor`). */
  twoFactorRequired: z.boolean(),
  message: z.string(),
  /**
   * Once logged in: where she lands when no page asked for her — a member of a business in the
   * admin area (`/administratorius`), anyone else on the home page. Not given while a code is needed.
   */
  home: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const twoFactorLoginRequestSchema = z.object({ code: twoFactorCodeSchema });
/** The second step's answer: as the first's once logged in. */
export const twoFactorLoginResponseSchema = z.object({ success: z.literal(true), message: z.string(), home: z.string() });
export type TwoFactorLoginResponse = z.infer<typeof twoFactorLoginResponseSchema>;
export type TwoFactorLoginRequest = z.infer<typeof twoFactorLoginRequestSchema>;

// --- Password reset, e-mail verification ----------------------------------------------------

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const linkTokenQuerySchema = z.object({ token: linkTokenSchema });

export const linkTokenCheckSchema = z.object({ valid: z.boolean() });

export const verifyEmailRequestSchema = z.object({ token: linkTokenSchema });

export const verifyEmailResponseSchema = z.object({ success: z.literal(true), message: z.string(), email: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

// --- Profile --------------------------------------------------------------------------------

export const membershipSchema = z.object({
  businessId: z.string(),
  slug: z.string(),
  name: z.string(),
  role: z.enum(['owner', 'staff']),
});

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** A new address waiting for its link to be opened. */
  pendingEmail: z.string().nullable(),
  /** E.164. */
  phoneNumber: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  isOperator: z.boolean(),
  /** The terms version she accepted and when (null: an account older than the consent). */
  consent: z.object({ version: z.string(), acceptedAt: z.string() }).nullable(),
  memberships: z.array(membershipSchema),
});
export type Account = z.infer<typeof accountSchema>;

export const updateProfileRequestSchema = z.object({ name: nameSchema });

export const changeEmailRequestSchema = z.object({ email: emailSchema, password: passwordSchema });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: passwordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** `POST /api/user/profile/phone-number` (route `update_phone_number`). */
export const phoneNumberRequestSchema = z.object({
  phoneNumber: text(messages.phone.required).max(PHONE.maxLength, { error: messages.phone.errors.TOO_LONG }),
});
export type PhoneNumberRequest = z.infer<typeof phoneNumberRequestSchema>;

export const phoneNumberResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The stored number, E.164. */
  phoneNumber: z.string(),
});

// --- Two-factor (`POST /api/user/profile/toggle-2fa`) ----------------------------------------

export const toggleTwoFactorRequestSchema = z.discriminatedUnion(
  'action',
  [
    /** Turning on, step 1: a new secret to scan. */
    z.object({ action: z.literal('start') }),
    /** Turning on, step 2: the first code from the app. */
    z.object({ action: z.literal('confirm'), code: totpCodeSchema }),
    /** Turning off: a current code (or recovery code), or the password. */
    z.object({
      action: z.literal('disable'),
      code: twoFactorCodeSchema.optional(),
      password: passwordSchema.optional(),
    }),
  ],
  { error: v.invalidValue },
);
export type ToggleTwoFactorRequest = z.infer<typeof toggleTwoFactorRequestSchema>;

export const toggleTwoFactorResponseSchema = z.discriminatedUnion('action', [
  z.object({
    success: z.literal(true),
    action: z.literal('start'),
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** The otpauth URL as a PNG data URL. */
    qrCode: z.string(),
  }),
  z.object({
    success: z.literal(true),
    action: z.literal('confirm'),
    enabled: z.literal(true),
    message: z.string(),
    /** Shown once. */
    recoveryCodes: z.array(z.string()),
  }),
  z.object({ success: z.literal(true), action: z.literal('disable'), enabled: z.literal(false), message: z.string() }),
]);
export type ToggleTwoFactorResponse = z.infer<typeof toggleTwoFactorResponseSchema>;

// --- Sessions ------------------------------------------------------------------------------

export const sessionItemSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
});
export type SessionItem = z.infer<typeof sessionItemSchema>;

export const sessionListSchema = z.object({ sessions: z.array(sessionItemSchema) });

export const sessionIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: messages.errors.resource_not_found }),
});

// --- Development outbox --------------------------------------------------------------------

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  text: z.string(),
  html: z.string(),
  /** Every http(s) link in the text part, in order. */
  links: z.array(z.string()),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxListSchema = z.object({ mails: z.array(outboxMailSchema) });

// --- Operator --------------------------------------------------------------------------------

export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: v.invalidValue }).int({ error: v.invalidValue }).min(1, { error: v.invalidValue }).max(10_000, { error: v.invalidValue }).default(1),
  limit: z.coerce.number({ error: v.invalidValue }).int({ error: v.invalidValue }).min(1, { error: v.invalidValue }).max(100, { error: v.invalidValue }).default(50),
});

export const clientErrorReportItemSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  message: z.string(),
  stack: z.string().nullable(),
  pageUrl: z.string().nullable(),
  userAgent: z.string().nullable(),
  userId: z.string().nullable(),
});

export const clientErrorReportListSchema = z.object({
  items: z.array(clientErrorReportItemSchema),
  total: z.number().int(),
  page: z.number().int(),
});
