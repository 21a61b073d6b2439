export { resendEmailVerification, verifyEmail } from './email-verification.ts';
export { attemptLogin, landingPathOf } from './login.ts';
export { accountMailMessage, type AccountMail, type AccountMailOutbox } from './mails.ts';
export { isPasswordResetTokenUsable, requestPasswordReset, resetPassword } from './password-reset.ts';
export { updatePhoneNumber } from './phone-number.ts';
export { canEndSession, canManageProfile, canResendVerification } from './policy.ts';
export { changePassword, loadAccount, requestEmailChange, updateName } from './profile.ts';
export { deleteAccount, exportPersonalData, deletionPreview, type PersonalData } from './personal-data.ts';
export { registerUser } from './register-user.ts';
export {
  createSession,
  deleteOwnSession,
  deleteSession,
  deleteUserSessions,
  findSession,
  findSessionUser,
  listActiveSessions,
  type NewSession,
  purgeExpiredSessions,
  SESSION_COOKIE,
} from './sessions.ts';
export {
  completeTwoFactorChallenge,
  confirmTwoFactorSetup,
  createTwoFactorChallenge,
  disableTwoFactor,
  startTwoFactorSetup,
  TWO_FACTOR_COOKIE,
} from './two-factor.ts';
