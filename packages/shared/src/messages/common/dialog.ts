import { CLOSE } from './words';

/** Generic modal / dialog chrome. */
export const dialog = {
  close: CLOSE,
} as const;
