import { expectNoAxeViolations } from './a11y';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { DEMO_OPERATOR, logInByApi } from './login';
import { quietNotifications } from './quiet-notifications';

/**
 * Review moderation (issue 33, item 7): the owner reports a review from her admin area; it tops
 * the operator's list; the operator hides it with a reason (asked in a dialog, refused without
 * one), and the business's public average no longer counts it; the owner reads the reason.
 */

const SLUG = 'studija-aiste';
const OWNER = { email: 'admin@vizitas.lt', password: 'Demo12345!' };

interface PublicRating {
  rating: { count: number; average: number | null };
  items: Array<{ id: string; authorName: string; rating: number; comment: string | null }>;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

test('the owner reports a review, the operator hides it with a reason, and the public average changes', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const owner = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId: 'Europe/Vilnius' });
  await owner.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  await quietNotifications(owner);
  const ownerPage = await owner.newPage();
  await ownerPage.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
  await logInByApi(ownerPage.request, baseURL!, OWNER);
  await ownerPage.goto('/administratorius/atsiliepimai');
  await waitForHydration(ownerPage);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Atsiliepimai' })).toBeVisible();
  // The demo's own report waits for the operator; the newest review with a comment gets hers.
  await expect(ownerPage.getByText(/laukia operatoriaus peržiūros/)).toBeVisible();
  const card = ownerPage
    .getByRole('listitem')
    .filter({ has: ownerPage.locator('.vz-rm-card__comment:not(.vz-rm-card__comment--none)') })
    .filter({ has: ownerPage.getByRole('button', { name: /^Pranešti apie / }) })
    .first();
  const reportButton = card.getByRole('button', { name: /^Pranešti apie / });
  const reportLabel = (await reportButton.getAttribute('aria-label'))!;
  const author = reportLabel.replace(/^Pranešti apie /, '').replace(/ atsiliepimą$/, '');
  const comment = (await card.locator('.vz-rm-card__comment').textContent())!.trim();
  await screenshots(ownerPage, 'admin-reviews');
  await reportButton.click();
  const reportDialog = ownerPage.getByRole('dialog', { name: 'Pranešti apie atsiliepimą' });
  await reportDialog.getByRole('button', { name: 'Pranešti' }).click();
  await expect(reportDialog).toContainText('Įrašykite priežastį.');
  await reportDialog.getByLabel('Priežastis').fill('Ši klientė pas mus tą dieną nesilankė.');
  await reportDialog.getByRole('button', { name: 'Pranešti' }).click();
  await expect(reportDialog).toBeHidden();
  await expect(ownerPage.getByText('Pranešta. Operatorius peržiūrės atsiliepimą.')).toBeVisible();
  await expectNoAxeViolations(ownerPage, 'the business reviews after a report');

  const before = (await (await page.request.get(`/api/public/business/${SLUG}/reviews?limit=50`)).json()) as PublicRating;

  // The operator: the report is on top, with the owner's reason.
  await logInByApi(page.request, baseURL!, DEMO_OPERATOR);
  await page.goto('/operatorius/atsiliepimai');
  await waitForHydration(page);
  const reported = page.getByRole('region', { name: /^Verslų pranešti/ });
  const first = reported.getByRole('listitem').first();
  await expect(first).toContainText('Ši klientė pas mus tą dieną nesilankė.');
  await expect(first).toContainText(comment);
  await expectNoAxeViolations(page, 'the operator reviews');
  await screenshots(page, 'operator-reviews');

  await first.getByRole('button', { name: `Paslėpti ${author} atsiliepimą apie „Grožio studija Aistė“` }).click();
  const hideDialog = page.getByRole('dialog', { name: 'Paslėpti atsiliepimą' });
  await expect(hideDialog).toBeVisible();
  await hideDialog.getByRole('button', { name: 'Paslėpti' }).click();
  await expect(hideDialog).toContainText('Įrašykite priežastį.');
  const reason = 'Verslas patvirtino, kad šio vizito nebuvo.';
  await hideDialog.getByLabel('Priežastis').fill(reason);
  await screenshots(page, 'operator-review-hide');
  await hideDialog.getByRole('button', { name: 'Paslėpti' }).click();
  await expect(hideDialog).toBeHidden();
  await expect(page.getByText('Atsiliepimas paslėptas. Autorius ir verslas gavo priežastį.')).toBeVisible();
  await expect(reported).not.toContainText('Ši klientė pas mus tą dieną nesilankė.');

  // The public page no longer counts it: one review fewer, the average of the others.
  const hidden = before.items.find((item) => item.authorName === author && item.comment === comment)!;
  expect(hidden, `${author}: ${comment}`).toBeDefined();
  expect(before.items).toHaveLength(before.rating.count);
  const others = before.items.filter((item) => item.id !== hidden.id);
  const expected = oneDecimal(others.reduce((sum, item) => sum + item.rating, 0) / others.length);
  const after = (await (await page.request.get(`/api/public/business/${SLUG}/reviews?limit=50`)).json()) as PublicRating;
  expect(after.rating).toEqual({ count: before.rating.count - 1, average: expected });
  expect(after.items.map((item) => item.id)).not.toContain(hidden.id);
  await page.goto(`/apie/${SLUG}`);
  await expect(page.locator('.vz-biz-rating')).toContainText(
    `Įvertinimas ${expected.toLocaleString('lt-LT', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} iš 5 (${others.length}`,
  );

  // The owner reads the operator's reason beside the review.
  await ownerPage.reload();
  await expect(ownerPage.getByRole('listitem').filter({ hasText: comment }).first()).toContainText(`Priežastis: ${reason}`);
  await owner.close();
  expect(consoleErrors).toEqual([]);
});
