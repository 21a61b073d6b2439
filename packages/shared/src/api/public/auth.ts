/**
 * Registration, login (with the code step when two-factor is on), logout, password reset and
 * e-mail verification. Each sets or clears cookies, or is rate limited per address: a page's call
 * takes the HTTP way.
 */
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
} from '../../schemas/account.ts';
import { defineContract } from '../contract.ts';

export const register = defineContract('register_api', {
  method: 'POST',
  summary: 'Registracija: vardas, el. paštas, slaptažodis; išsiunčiamas patvirtinimo laiškas, naudotojas prijungiamas',
  body: registerRequestSchema,
  output: successMessageSchema,
  status: 201,
  errors: [400, 403, 409, 413, 415, 429],
});

export const login = defineContract('login_api', {
  method: 'POST',
  summary: 'Prisijungimas el. paštu ir slaptažodžiu; kai įjungtas dviejų veiksnių patvirtinimas, toliau prašoma kodo',
  body: loginRequestSchema,
  output: loginResponseSchema,
  errors: [400, 401, 403, 413, 415, 429],
});

export const loginTwoFactor = defineContract('login_two_factor_api', {
  method: 'POST',
  summary: 'Antrasis prisijungimo žingsnis: kodas iš autentifikavimo programėlės arba atsarginis kodas',
  body: twoFactorLoginRequestSchema,
  output: twoFactorLoginResponseSchema,
  errors: [400, 401, 403, 413, 415, 429],
});

export const logout = defineContract('logout_api', {
  method: 'POST',
  summary: 'Atsijungimas: ši sesija baigiama',
  output: successMessageSchema,
  errors: [403],
});

export const passwordResetRequest = defineContract('password_reset_request_api', {
  method: 'POST',
  summary: 'Slaptažodžio atkūrimo nuorodos užklausa (atsakymas tas pats, ar paskyra yra, ar ne)',
  body: passwordResetRequestSchema,
  output: successMessageSchema,
  errors: [400, 403, 413, 415, 429],
});

export const passwordResetCheck = defineContract('password_reset_check_api', {
  method: 'GET',
  summary: 'Ar slaptažodžio atkūrimo nuoroda dar galioja',
  query: linkTokenQuerySchema,
  output: linkTokenCheckSchema,
  errors: [400, 429],
});

export const passwordResetConfirm = defineContract('password_reset_confirm_api', {
  method: 'POST',
  summary: 'Naujas slaptažodis pagal atkūrimo nuorodą; visos paskyros sesijos baigiamos',
  body: passwordResetConfirmSchema,
  output: successMessageSchema,
  errors: [400, 403, 413, 415, 429],
});

export const verifyEmailAddress = defineContract('verify_email_api', {
  method: 'POST',
  summary: 'El. pašto adreso patvirtinimas pagal nuorodą iš laiško',
  body: verifyEmailRequestSchema,
  output: verifyEmailResponseSchema,
  errors: [400, 403, 409, 413, 415, 429],
});
