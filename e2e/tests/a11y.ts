import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * axe-core on the page once it has settled (the whole document, WCAG 2.1 A and AA rules, and the
 * best-practice rules of headings and landmarks that an open dialog or a skipped heading level
 * breaks). The script is evaluated through the DevTools protocol, so the page's
 * Content-Security-Policy does not stop it.
 */
const require = createRequire(import.meta.url);
let source: string | undefined;

/** Best-practice rules run besides the WCAG ones: a dialog's title bar must not be a second banner (issue 30 item 9). */
export const EXTRA_AXE_RULES = ['heading-order', 'landmark-no-duplicate-banner', 'landmark-unique'] as const;

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await settled(page);
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  const violations = await page.evaluate(async (extra: string[]) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      // Of the best practices only these (the others are not what the journeys check).
      rules: Object.fromEntries(
        (axe as unknown as { getRules: (tags: string[]) => Array<{ ruleId: string; tags: string[] }> })
          .getRules(['best-practice'])
          .filter((rule) => !extra.includes(rule.ruleId) && !rule.tags.some((tag) => tag.startsWith('wcag')))
          .map((rule) => [rule.ruleId, { enabled: false }]),
      ),
    });
    return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  }, [...EXTRA_AXE_RULES]);
  expect(violations, label).toEqual([]);
}

/**
 * Waits until what is moving on the page has arrived: no finite animation or transition is running
 * (a dialog fading in, a menu opening) and every dialog shown is wholly opaque — a dialog is
 * mounted at opacity 0 and its fade starts a frame later, so "nothing running" alone can come too
 * early. A photograph or a contrast check of a dialog halfway through its fade sees its text at part
 * of its colour. Endless animations (spinners) are left; after 5 s the page is taken as it is.
 */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const moving = document
          .getAnimations()
          .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
        if (moving) return false;
        for (const dialog of document.querySelectorAll('[role="dialog"]')) {
          if (dialog.getClientRects().length === 0) continue;
          for (let element: Element | null = dialog; element; element = element.parentElement) {
            if (getComputedStyle(element).opacity !== '1') return false;
          }
        }
        return true;
      },
      undefined,
      { polling: 'raf', timeout: 5_000 },
    )
    .catch(() => undefined);
}
