// What a salon owner stumbles on first (issue 30, item 9): where she lands after logging in, her
// way into the admin area from the phone's menu, working hours with a break that fit their card
// on a desktop and on a phone, and the public page's hours never clipped.
import type { Page } from '@playwright/test';
import { ADMIN } from './admin-steps';
import { expect, SCREENSHOT_DIR, screenshots, test, waitForHydration } from './fixtures';
import { acceptCookies, logInByApi } from './login';
import { quietPrompts } from './quiet-prompts';
import { SLUG } from './booking-steps';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** The page is no wider than its window: nothing runs out sideways. */
async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, label).toBeLessThanOrEqual(widths.client);
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
  await quietPrompts(context);
});

test('an owner who logs in from the login page lands in her admin area, not on the customer home page', async ({ page }) => {
  await page.goto('/prisijungti');
  await waitForHydration(page);
  await page.getByLabel('El. pašto adresas').fill(ADMIN.email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/administratorius$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A page she asked for still wins.
  await page.goto('/atsijungti');
  await waitForHydration(page);
  await page.locator('main').getByRole('button', { name: 'Atsijungti' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/prisijungti?redirect=%2Fprofilis');
  await waitForHydration(page);
  await page.getByLabel('El. pašto adresas').fill(ADMIN.email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/profilis$/);
});

test('on a phone „Meniu“ leads a member into the admin area', async ({ page, baseURL }) => {
  await logInByApi(page.request, baseURL!, ADMIN);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await waitForHydration(page);
  // The bar's lists open once the chrome runtime is in.
  await expect(page.locator('html[data-chrome-ready="true"]')).toHaveCount(1);
  const bar = page.locator('nav.vz-bottom-bar');
  await bar.getByRole('button', { name: 'Meniu' }).click();
  const admin = page.locator('#vz-bottom-list-menu').getByRole('link', { name: 'Administravimas' });
  await expect(admin).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/new-owner-phone-menu-375.png` });
  await admin.click();
  await expect(page).toHaveURL(/\/administratorius\//);
});

test('hours with a break fit their card in the admin schedule and on the public page, at 375 and 1280 px', async ({
  page,
  baseURL,
}) => {
  await logInByApi(page.request, baseURL!, ADMIN);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/administratorius/tvarkarastis');
    await waitForHydration(page);
    const card = page
      .locator('.vz-as-person')
      .filter({ hasText: /\d\d:\d\d–\d\d:\d\d, \d\d:\d\d–\d\d:\d\d/ })
      .first();
    await expect(card).toBeVisible();
    await expectNoSidewaysScroll(page, `admin schedule at ${size.width} px`);
    // Every interval ends inside its card.
    const overflow = await card.evaluate((element) => {
      const right = element.getBoundingClientRect().right;
      return [...element.querySelectorAll('.vz-as-interval-text')].filter(
        (each) => each.getBoundingClientRect().right > right + 0.5,
      ).length;
    });
    expect(overflow, `intervals outside the card at ${size.width} px`).toBe(0);
  }
  await screenshots(page, 'new-owner-schedule-break');

  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto(`/apie/${SLUG}`);
    await waitForHydration(page);
    const rows = page.locator('.vz-biz-hours__row');
    await expect(rows).toHaveCount(7);
    await expectNoSidewaysScroll(page, `public page at ${size.width} px`);
    // No day's hours are cut: each range ends inside its row, and no date breaks at its hyphen.
    const cut = await page.locator('.vz-biz-hours').evaluate((list) =>
      [...list.querySelectorAll('.vz-biz-hours__row')].flatMap((row) => {
        const bounds = row.getBoundingClientRect();
        const ranges = [...row.querySelectorAll('.vz-biz-hours__range')].filter(
          (range) => range.getBoundingClientRect().right > bounds.right + 0.5,
        );
        const date = row.querySelector('.vz-biz-hours__date');
        const brokenDate = date && date.getClientRects().length > 1 ? [date.textContent] : [];
        return [...ranges.map((range) => range.textContent), ...brokenDate];
      }),
    );
    expect(cut, `cut hours at ${size.width} px`).toEqual([]);
  }
});
