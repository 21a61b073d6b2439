import { describe, expect, it } from 'vitest';
import * as shared from './index';

describe('@vizitas/shared', () => {
  it('re-exports every module', () => {
    for (const name of [
      'BRAND',
      'ROUTES',
      'generatePath',
      'createLinkBuilder',
      'RouteNotFoundError',
      'MissingBusinessSlugError',
      'MissingRouteParameterError',
      'ADMIN_SLUG_PLACEHOLDER',
      'messages',
      'format',
      'formatHtml',
      'CATEGORIES',
      'CITIES',
      'toastDuration',
      'OFFLINE_TOAST_DURATION',
      'DIALOG_PRIORITY',
      'PHONE',
      'ERROR_CODES',
      'appError',
      'AppError',
      'isAppError',
      'nameAccusative',
      'nameVocative',
      'formatPhone',
      'formatPrice',
    ]) {
      expect(shared, name).toHaveProperty(name);
    }
  });
});
