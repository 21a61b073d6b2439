import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * axe-core on the page once it has settled (the whole document, WCAG 2.1 A and AA rules). The script
 * is evaluated through the DevTools protocol, so the page's Content-Security-Policy does not stop it.
 */
const require = createRequire(import.meta.url);
let source: string | undefined;

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await settled(page);
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
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
