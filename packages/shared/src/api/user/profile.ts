/**
 * The logged-in person's own account: her profile, name, e-mail, phone number, password,
 * two-factor, the verification mail, her data, and deleting the account.
 */
import {
  accountDeletionPreviewSchema,
  accountSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  personalDataSchema,
  phoneNumberRequestSchema,
  phoneNumberResponseSchema,
  successMessageSchema,
  toggleTwoFactorRequestSchema,
  toggleTwoFactorResponseSchema,
  updateProfileRequestSchema,
} from '../../schemas/account.ts';
import { defineContract } from '../contract.ts';

export const myProfile = defineContract('profile_api', {
  method: 'GET',
  summary: 'Mano profilis',
  output: accountSchema,
  errors: [401],
});

export const myNameChange = defineContract('profile_api', {
  method: 'PATCH',
  summary: 'Vardo keitimas',
  body: updateProfileRequestSchema,
  output: accountSchema,
  errors: [400, 401, 403, 413, 415],
});

export const myEmailChange = defineContract('profile_email_api', {
  method: 'POST',
  summary: 'El. pašto adreso keitimas: naujas adresas galios, kai bus patvirtintas nuoroda laiške',
  body: changeEmailRequestSchema,
  output: successMessageSchema,
  errors: [400, 401, 403, 409, 413, 415, 429],
});

export const myPasswordChange = defineContract('profile_password_api', {
  method: 'POST',
  summary: 'Slaptažodžio keitimas; kitos sesijos baigiamos',
  body: changePasswordRequestSchema,
  output: successMessageSchema,
  errors: [400, 401, 403, 413, 415, 429],
});

export const myPhoneNumber = defineContract('update_phone_number', {
  method: 'POST',
  summary: 'Telefono numerio išsaugojimas (route update_phone_number); saugomas E.164 formatu',
  body: phoneNumberRequestSchema,
  output: phoneNumberResponseSchema,
  errors: [400, 401, 403, 413, 415, 429],
});

/** Its error answers carry `errorCode` too (the seed's page reads `success, errorCode`). */
export const myVerificationResend = defineContract('resend_verification', {
  method: 'POST',
  summary: 'Patvirtinimo laiško siuntimas iš naujo (route resend_verification); ne dažniau kaip kartą per minutę',
  output: successMessageSchema,
  errors: [400, 401, 403, 409, 429],
});

export const myTwoFactor = defineContract('toggle_2fa_api', {
  method: 'POST',
  summary:
    'Dviejų veiksnių patvirtinimas: `start` – naujas raktas ir QR kodas; `confirm` – pirmas kodas įjungia, grąžinami atsarginiai kodai; `disable` – išjungia (kodas arba slaptažodis)',
  body: toggleTwoFactorRequestSchema,
  output: toggleTwoFactorResponseSchema,
  errors: [400, 401, 403, 409, 413, 415, 429],
});

export const myDataExport = defineContract('profile_data_export_api', {
  method: 'GET',
  summary: 'Mano duomenų kopija (JSON): paskyra, vizitai, atsiliepimai, pranešimai, nustatymai, įrenginiai',
  output: personalDataSchema,
  errors: [401, 403, 429],
});

export const myAccountDeletionPreview = defineContract('profile_delete_api', {
  method: 'GET',
  summary: 'Ką padarytų paskyros ištrynimas: kiek būsimų vizitų būtų atšaukta, kurie verslai tam trukdo',
  output: accountDeletionPreviewSchema,
  errors: [401, 403],
});

export const myAccountDeletion = defineContract('profile_delete_api', {
  method: 'POST',
  summary:
    'Paskyros ištrynimas (slaptažodis patvirtina): būsimi vizitai atšaukiami, asmens duomenys ištrinami, verslų įrašai lieka be jų',
  body: deleteAccountRequestSchema,
  output: successMessageSchema,
  errors: [400, 401, 403, 409, 413, 415, 429],
});
