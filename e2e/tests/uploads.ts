import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** How long a picture's upload may take on a busy machine (it is decoded and re-encoded). */
const UPLOAD_ANSWER_MS = 60_000;
/** The picture uploads' paths (the logo, the profile photo, a gallery photo, a specialist's photo). */
const UPLOAD_PATH = /^\/api\/admin\/.+\/upload$|^\/api\/admin\/gallery-image\/create$/;

/**
 * Runs `choose` (a file chosen in a picture field) and waits for the upload it sends to be
 * answered: a refusal fails the journey with the server's status, code and message, so a
 * failed upload says why instead of only that a success message never came.
 */
export async function expectUploadAccepted(page: Page, choose: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && UPLOAD_PATH.test(new URL(response.url()).pathname),
    { timeout: UPLOAD_ANSWER_MS },
  );
  await choose();
  const response = await answered;
  expect(response.status(), `${new URL(response.url()).pathname} answered: ${await response.text()}`).toBeLessThan(300);
}
