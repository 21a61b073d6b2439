import type { Page } from '@playwright/test';
import { expectNoAxeViolations, settled } from './a11y';
import { expect, SCREENSHOT_DIR, test, waitForHydration } from './fixtures';
import { DEMO_CUSTOMER, logInByForm, skipDialogDelay } from './login';

/**
 * The appointment review (seed 2.2 item 2, issue 5 item 6, issue 30 item 7): the demo customer has
 * two completed visits without a review. The dialog (it cannot be dismissed) asks for stars on the
 * home page only — never on /vizitai, the profile or a business page — and then offers a comment;
 * the review and the new average appear on the business page. On /vizitai the same stars stand
 * beside the past visit, to click or to ignore: a click posts the dialog's endpoint and the stars
 * given stay there.
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

/** Hydrated, the chrome started, and nothing more arriving (a prompt's code and its API call come before). */
async function pageSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('html[data-chrome-ready="true"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
}

/** Counts the review dialog's API calls (`GET /api/user/review/pending`) from now on. */
function pendingCalls(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/review/pending') count += 1;
  });
  return { count: () => count };
}

test('the dialog asks on the home page only: not on the profile, /vizitai or a business page, where she can cancel a visit', async ({
  page,
  consoleErrors,
}) => {
  await skipDialogDelay(page);
  const calls = pendingCalls(page);
  await logInByForm(page, DEMO_CUSTOMER);
  await expect(page).toHaveURL(/\/profilis$/);
  await pageSettled(page);
  const pending = await pendingOf(page);
  expect(pending).not.toBeNull();

  // The profile, /vizitai and a business page do not even ask which visit waits for stars.
  await page.goto(`/apie/${pending!.business.slug}`);
  await pageSettled(page);
  await page.goto('/vizitai');
  await pageSettled(page);
  expect(calls.count()).toBe(0);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveAttribute('data-dialog-opened', /.*/);

  // Her visits are hers to read and to cancel: the cancel dialog opens over the list, nothing covers it.
  const upcoming = page.getByRole('region', { name: /Būsimi vizitai/ });
  const cancel = upcoming.getByRole('button', { name: 'Atšaukti vizitą' }).first();
  await expect(cancel).toBeVisible();
  await cancel.click();
  const cancelDialog = page.getByRole('dialog', { name: 'Atšaukti vizitą?' });
  await expect(cancelDialog).toBeVisible();
  await expectNoAxeViolations(page, '/vizitai with the cancel dialog open');
  await cancelDialog.getByRole('button', { name: 'Neatšaukti' }).click();
  await expect(cancelDialog).toBeHidden();

  // The same stars beside the past visit, which she may ignore.
  const card = page.locator(`[data-visit-id="${pending!.id}"]`);
  const stars = card.getByRole('group', { name: 'Kaip vertinate vizitą?' });
  await expect(stars.getByRole('button', { name: /^Įvertinti \d iš 5$/ })).toHaveCount(5);

  // The home page: the dialog asks (it is the page's one prompt), and axe finds nothing with it open.
  await page.goto('/');
  await pageSettled(page);
  expect(calls.count()).toBe(1);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(pending!.business.name);
  await settled(page);
  await expectNoAxeViolations(page, 'the home page with the review dialog open');
  // Only one banner: the navbar's (the dialog's title bar is none).
  await expect(page.getByRole('banner')).toHaveCount(1);

  // A visit asked about in this session is not asked about again (the flag a star click leaves).
  await page.evaluate((id) => sessionStorage.setItem('appointment_reviewShown', JSON.stringify({ [id]: true })), pending!.id);
  await page.reload();
  await pageSettled(page);
  expect(calls.count()).toBe(2);
  await expect(page.getByText('Kaip vertinate vizitą?')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveAttribute('data-dialog-opened', /.*/);
  expect(consoleErrors).toEqual([]);
});

test('the customer rates a visit with 4 stars, adds a comment, and sees it on the business page', async ({
  page,
  consoleErrors,
}) => {
  await skipDialogDelay(page);
  await logInByForm(page, DEMO_CUSTOMER, '/');
  await expect(page).toHaveURL(/\/$/);
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

  // Rated: no dialog about this visit any more, and /vizitai shows her 4 stars in its place.
  expect((await pendingOf(page))?.id ?? null).not.toBe(pending!.id);
  await page.goto('/vizitai');
  await waitForHydration(page);
  const card = page.locator(`[data-visit-id="${pending!.id}"]`);
  await expect(card.getByTestId('visit-review')).toContainText('Jūsų įvertinimas');
  await expect(card.getByRole('img', { name: '4 iš 5 žvaigždučių' })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Įvertinti/ })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('on /vizitai she rates the other past visit with the stars beside it: the same endpoint, then her stars stay', async ({
  page,
  consoleErrors,
}) => {
  await skipDialogDelay(page);
  await logInByForm(page, DEMO_CUSTOMER, '/vizitai');
  await expect(page).toHaveURL(/\/vizitai$/);
  await waitForHydration(page);
  const pending = await pendingOf(page);
  expect(pending).not.toBeNull();
  const { slug } = pending!.business;
  const before = await allRatings(page, slug);
  const card = page.locator(`[data-visit-id="${pending!.id}"]`);
  await expect(card).toHaveAttribute('data-status', 'completed');
  const stars = card.getByRole('group', { name: 'Kaip vertinate vizitą?' });
  await expect(stars).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  for (const [label, width, height] of [
    ['375', 375, 812],
    ['1280', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await card.scrollIntoViewIfNeeded();
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/review-inline-1-stars-${label}.png` });
    await expectNoAxeViolations(page, `/vizitai with the stars beside a past visit at ${label} px`);
  }
  // Hovering lights the stars up to the one under the pointer.
  await stars.getByRole('button', { name: 'Įvertinti 3 iš 5' }).hover();
  await expect(stars.locator('.is-lit')).toHaveCount(3);

  const posted = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/user/review' && request.method() === 'POST',
  );
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/review');
  await stars.getByRole('button', { name: 'Įvertinti 5 iš 5' }).click();
  expect((await posted).postDataJSON()).toEqual({ appointment: pending!.id, rating: 5 });
  expect((await answered).status()).toBe(201);
  await expect(page.getByText('Ačiū už įvertinimą!')).toBeVisible();
  const given = card.getByTestId('visit-review');
  await expect(given).toContainText('Jūsų įvertinimas');
  await expect(given.getByRole('img', { name: '5 iš 5 žvaigždučių' })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Įvertinti/ })).toHaveCount(0);
  await expect(given).toBeFocused();
  for (const [label, width, height] of [
    ['375', 375, 812],
    ['1280', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await card.scrollIntoViewIfNeeded();
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/review-inline-2-given-${label}.png` });
  }

  // The server has it: after a reload the stars given are still there, the business page counts it,
  // and no visit waits for the dialog any more.
  await page.reload();
  await waitForHydration(page);
  await expect(card.getByRole('img', { name: '5 iš 5 žvaigždučių' })).toBeVisible();
  expect(await allRatings(page, slug)).toHaveLength(before.length + 1);
  expect(await pendingOf(page)).toBeNull();
  expect(consoleErrors).toEqual([]);
});
