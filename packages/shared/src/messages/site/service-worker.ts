/** Console / error reporting only; the seed writes these in English. */
export const serviceWorker = {
  registrationFailed: 'Registration failed',
  unsupported: 'Service workers are not supported by this browser.',
} as const;
