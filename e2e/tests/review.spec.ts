import type { Page } from '@playwright/test';
import { expect, SCREENSHOT_DIR, test, waitForHydration } from './fixtures';
import { DEMO_CUSTOMER, logInByForm, skipDialogDelay } from './login';

/**
 * The appointment review dialog (seed 2.2 item 2, issue 5 item 6): the demo customer has a
 * completed visit without a review; after logging in the dialog asks for stars (it cannot be
 * dismissed), then offers a comment. The review and the new average appear on the business page.
 */

interface Pending {
  appointment: { id: string; business: { slug: string; name: string } } | null;
}

interface ReviewPageJson {
  items: { authorName: string; rating: number; comment: string | null }[];
  rating: { average: number | null; count: number };
  hasMore: boolean;
}

async function allRatings(page: Page, slug: string): Promise<number[]> {
  const ratings: number[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const body = (await (
      await page.request.get(`/api/public/business/${slug}/reviews?limit=50&page=${pageNo}`)
    ).json()) as ReviewPageJson;
    ratings.push(...body.items.map((item) => item.rating));
    if (!body.hasMore) return ratings;
  }
}

async function pendingOf(page: Page): Promise<Pending['appointment']> {
  const response = await page.request.get('/api/user/review/pending');
  expect(response.status()).toBe(200);
  return ((await response.json()) as Pending).appointment;
}

const dialog = (page: Page) => page.locator('[data-modal-id="appointment_review"]').getByRole('dialog');

test('a visit already asked about in this session is not asked about again', async ({ page }) => {
  await skipDialogDelay(page);
  await logInByForm(page, DEMO_CUSTOMER);
  await expect(page).toHaveURL(/\/profilis$/);
  await waitForHydration(page);
  const pending = await pendingOf(page);
  expect(pending).not.toBeNull();
  // Asked on the first page after logging in…
  await expect(dialog(page)).toBeVisible();
  // …but not again once a star was clicked for this visit in this session (the flag a click leaves).
  await page.evaluate((id) => sessionStorage.setItem('appointment_reviewShown', JSON.stringify({ [id]: true })), pending!.id);
  const asked = page.waitForResponse('**/api/user/review/pending');
  await page.reload();
  await waitForHydration(page);
  await asked;
  // The queue has run (it starts at once here) and nothing else is queued for this user.
  await page.waitForTimeout(1000);
  await expect(page.getByText('Kaip vertinate vizitą?')).toHaveCount(0);
});

test('the customer rates a visit with 4 stars, adds a comment, and sees it on the business page', async ({
  page,
  consoleErrors,
}) => {
  await skipDialogDelay(page);
  await logInByForm(page, DEMO_CUSTOMER);
  await expect(page).toHaveURL(/\/profilis$/);
  await waitForHydration(page);
  const pending = await pendingOf(page);
  expect(pending).not.toBeNull();
  const { slug, name } = pending!.business;
  const before = await allRatings(page, slug);

  // The dialog: not dismissible, a row of star links.
  const review = dialog(page);
  await expect(review).toBeVisible();
  await expect(review.getByText('Kaip vertinate vizitą?')).toBeVisible();
  await expect(review).toContainText(name);
  await expect(page.locator(`[data-appointment-id="${pending!.id}"]`)).toHaveCount(1);
  await expect(review.getByRole('button', { name: /iš 5$/ })).toHaveCount(5);
  await expect(review.getByRole('button', { name: 'Uždaryti' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(review).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/review-1-stars-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/review-1-stars-1280.png` });

  await review.getByRole('button', { name: '4 iš 5' }).click();
  await expect(page.getByText('Ačiū už įvertinimą!')).toBeVisible();
  await expect(review.getByText('Ačiū! Gal norėtumėte parašyti ir atsiliepimą?')).toBeVisible();
  // Any star click marks the dialog shown for this visit in this session.
  expect(await page.evaluate(() => sessionStorage.getItem('appointment_reviewShown'))).toContain(pending!.id);

  const comment = 'Labai kruopščiai ir maloniai, ačiū! Sugrįšiu dar kartą.';
  await review.getByLabel('Atsiliepimas (nebūtina)').fill(comment);
  await expect(review.getByText(`${comment.length} iš 2000 simbolių`)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/review-2-comment-375.png` });
  await review.getByRole('button', { name: 'Išsaugoti atsiliepimą' }).click();
  await expect(page.getByText('Atsiliepimas išsaugotas. Ačiū!')).toBeVisible();
  await expect(review).toBeHidden();

  // The business page: the new review first, the new average and count.
  const ratings = [...before, 4];
  const average = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
  await page.goto(`/apie/${slug}`);
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Atsiliepimai' });
  await expect(
    section.getByText(new RegExp(`Įvertinimas ${average.toFixed(1).replace('.', ',')} iš 5 \\(${ratings.length} atsiliepim`)),
  ).toBeVisible();
  const first = section.getByRole('listitem').first();
  await expect(first).toContainText('Ieva');
  await expect(first).toContainText(comment);
  await expect(first.getByRole('img', { name: '4 iš 5 žvaigždučių' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/review-3-on-business-page-1280.png` });

  // Rated: no dialog about this visit any more.
  expect((await pendingOf(page))?.id ?? null).not.toBe(pending!.id);
  expect(consoleErrors).toEqual([]);
});
