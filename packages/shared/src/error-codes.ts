/**
 * The stable error codes of the API: what programs match on (`code`), with the HTTP status
 * and the Lithuanian text people read (from `messages.errors`). The server answers every
 * error with `ErrorBody` (./errors) built from these.
 */
import { AppError, type FieldErrors } from './errors';
import { messages } from './messages';

export interface ErrorCodeDefinition {
  readonly status: number;
  readonly message: string;
}

const e = messages.errors;

export const ERROR_CODE_DEFINITIONS = {
  validation_failed: { status: 400, message: e.validation_failed },
  file_required: { status: 400, message: e.file_required },
  too_many_files: { status: 400, message: e.too_many_files },
  invalid_request: { status: 400, message: e.invalid_request },
  invalid_json: { status: 400, message: e.invalid_json },
  invalid_token: { status: 400, message: e.invalid_token },
  invalid_two_factor_code: { status: 400, message: e.invalid_two_factor_code },
  invalid_phone_number: { status: 400, message: e.invalid_phone_number },
  wrong_password: { status: 400, message: e.wrong_password },
  invitation_list_empty: { status: 400, message: e.invitation_list_empty },
  invitation_list_unreadable: { status: 400, message: e.invitation_list_unreadable },
  invitation_list_too_long: { status: 400, message: e.invitation_list_too_long },
  unauthorized: { status: 401, message: e.unauthorized },
  invalid_credentials: { status: 401, message: e.invalid_credentials },
  two_factor_expired: { status: 401, message: e.two_factor_expired },
  forbidden: { status: 403, message: e.forbidden },
  csrf_failed: { status: 403, message: e.csrf_failed },
  booking_unavailable: { status: 403, message: e.booking_unavailable },
  premium_required: { status: 403, message: e.premium_required },
  support_access_required: { status: 403, message: e.support_access_required },
  support_access_refused: { status: 403, message: e.support_access_refused },
  not_found: { status: 404, message: e.not_found },
  resource_not_found: { status: 404, message: e.resource_not_found },
  unknown_reference: { status: 404, message: e.unknown_reference },
  notification_not_found: { status: 404, message: e.notification_not_found },
  invitation_invalid: { status: 404, message: e.invitation_invalid },
  method_not_allowed: { status: 405, message: e.method_not_allowed },
  conflict: { status: 409, message: e.conflict },
  already_premium: { status: 409, message: e.already_premium },
  slot_taken: { status: 409, message: e.slot_taken },
  email_taken: { status: 409, message: e.email_taken },
  business_owner: { status: 409, message: e.business_owner },
  slug_taken: { status: 409, message: e.slug_taken },
  already_member: { status: 409, message: e.already_member },
  specialist_has_login: { status: 409, message: e.specialist_has_login },
  instruction_required: { status: 409, message: e.instruction_required },
  logo_missing: { status: 409, message: e.logo_missing },
  gallery_full: { status: 409, message: e.gallery_full },
  domain_taken: { status: 409, message: e.domain_taken },
  two_factor_enabled: { status: 409, message: e.two_factor_enabled },
  two_factor_not_enabled: { status: 409, message: e.two_factor_not_enabled },
  verified_email: { status: 409, message: e.verified_email },
  cancellation_closed: { status: 409, message: e.cancellation_closed },
  invalid_transition: { status: 409, message: e.invalid_transition },
  override_exists: { status: 409, message: e.override_exists },
  already_reviewed: { status: 409, message: e.already_reviewed },
  payload_too_large: { status: 413, message: e.payload_too_large },
  image_too_large: { status: 413, message: e.image_too_large },
  unsupported_media_type: { status: 415, message: e.unsupported_media_type },
  image_type_not_allowed: { status: 415, message: e.image_type_not_allowed },
  image_unreadable: { status: 422, message: e.image_unreadable },
  image_extra_data: { status: 422, message: e.image_extra_data },
  image_too_many_pixels: { status: 422, message: e.image_too_many_pixels },
  image_too_small: { status: 422, message: e.image_too_small },
  slot_not_offered: { status: 422, message: e.slot_not_offered },
  services_not_offered: { status: 422, message: e.services_not_offered },
  appointment_not_completed: { status: 422, message: e.appointment_not_completed },
  date_in_past: { status: 422, message: e.date_in_past },
  not_public_holiday: { status: 422, message: e.not_public_holiday },
  rate_limited: { status: 429, message: e.rate_limited },
  invitation_limit_reached: { status: 429, message: e.invitation_limit_reached },
  internal_error: { status: 500, message: e.internal_error },
  mail_failed: { status: 502, message: e.mail_failed },
  service_unavailable: { status: 503, message: e.service_unavailable },
} as const satisfies Record<keyof typeof messages.errors, ErrorCodeDefinition>;

export type ErrorCode = keyof typeof ERROR_CODE_DEFINITIONS;

/** Every code, ordered by HTTP status. */
export const ERROR_CODES = Object.keys(ERROR_CODE_DEFINITIONS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODE_DEFINITIONS, value);
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CODE_DEFINITIONS[code].status;
}

export function errorMessage(code: ErrorCode): string {
  return ERROR_CODE_DEFINITIONS[code].message;
}

/**
 * The `AppError` for a code: its status and Lithuanian message, optional field errors
 * (`{ phoneNumber: ['Per trumpas tel. numeris.'] }`) and an optional more specific message.
 */
export function appError(code: ErrorCode, fields?: FieldErrors, message?: string): AppError {
  const definition = ERROR_CODE_DEFINITIONS[code];
  return new AppError(code, message ?? definition.message, definition.status, fields);
}
