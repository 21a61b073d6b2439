import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { theme } from '~/components/ui/theme';

/**
 * Seed section 2.1: in the app bundle mobile is at or below 600 px and desktop above 992 px (600
 * is mobile, 992 is tablet); the admin area has its own, mobile at or below 767 px and desktop
 * above 1200 px. A width media query in any stylesheet of apps/web/app must be one of these
 * edges, written so that the edge falls on the right side. styles/theme.css is generated from the
 * theme (checked by theme-styles.test.ts); the theme's breakpoints are checked here instead.
 */

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const GENERATED = new Set([fileURLToPath(new URL('./theme.css', import.meta.url))]);

const ALLOWED = new Set([
  'max-width: 600px',
  'min-width: 601px',
  'max-width: 992px',
  'min-width: 993px',
  // the admin area
  'max-width: 767px',
  'min-width: 768px',
  'max-width: 1200px',
  'min-width: 1201px',
]);

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : stylesheets(full);
    return entry.name.endsWith('.css') && !GENERATED.has(full) ? [full] : [];
  });
}

/** Every width condition of every `@media` rule, as `min-width: 601px`, with its file and line. */
function widthConditions(css: string): Array<{ condition: string; line: number }> {
  const found: Array<{ condition: string; line: number }> = [];
  for (const media of css.matchAll(/@media([^{]*)\{/g)) {
    const line = css.slice(0, media.index).split('\n').length;
    const query = media[1]!;
    for (const feature of query.matchAll(/\(\s*([a-z-]*width)\s*:\s*([^)]*?)\s*\)/g)) {
      found.push({ condition: `${feature[1]}: ${feature[2]}`, line });
    }
    // range syntax, e.g. (width <= 600px) or (600px < width)
    if (/\(\s*[^):]*(?:<|>)/.test(query)) found.push({ condition: query.trim(), line });
  }
  return found;
}

function px(value: string): number {
  const match = /^([\d.]+)(px|em|rem)$/.exec(value);
  if (!match) throw new Error(`not a length: ${value}`);
  return match[2] === 'px' ? Number(match[1]) : Number(match[1]) * 16;
}

describe('breakpoints (seed section 2.1)', () => {
  it('finds the width conditions of a stylesheet, and would refuse an off-by-one edge', () => {
    const css = '.a{}\n@media (min-width: 600px) and (hover: hover) {\n.b{}}\n@media (max-width: 48em) {}\n@media (width <= 600px) {}';
    const conditions = widthConditions(css);
    expect(conditions).toEqual([
      { condition: 'min-width: 600px', line: 2 },
      { condition: 'max-width: 48em', line: 4 },
      { condition: '(width <= 600px)', line: 5 },
    ]);
    expect(conditions.filter(({ condition }) => !ALLOWED.has(condition))).toHaveLength(3);
  });

  it('every width media query of the hand-written stylesheets is one of the seed’s edges', () => {
    const files = stylesheets(APP_DIR);
    expect(files.length).toBeGreaterThan(5);
    const refused = files.flatMap((file) =>
      widthConditions(readFileSync(file, 'utf8'))
        .filter(({ condition }) => !ALLOWED.has(condition))
        .map(({ condition, line }) => `${path.relative(APP_DIR, file)}:${line} (${condition})`),
    );
    expect(refused).toEqual([]);
  });

  it('the Mantine theme: sm starts above 600 px (tablet), md above 992 px (desktop)', () => {
    expect(px(theme.breakpoints!.sm!)).toBe(601);
    expect(px(theme.breakpoints!.md!)).toBe(993);
  });

  it('styles/theme.css hides and shows at the same edges', () => {
    const css = readFileSync(fileURLToPath(new URL('./theme.css', import.meta.url)), 'utf8');
    const edge = (cls: string) => {
      const match = new RegExp(`@media \\((min|max)-width: ([\\d.]+em)\\) \\{\\.${cls} `).exec(css);
      if (!match) throw new Error(`no media query for .${cls}`);
      return px(match[2]!);
    };
    expect(edge('mantine-hidden-from-sm')).toBe(601);
    expect(edge('mantine-visible-from-sm')).toBeCloseTo(600.9, 5);
    expect(edge('mantine-hidden-from-md')).toBe(993);
    expect(edge('mantine-visible-from-md')).toBeCloseTo(992.9, 5);
  });
});
