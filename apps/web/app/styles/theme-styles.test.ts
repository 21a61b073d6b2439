import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '~/components/ui/theme';

/**
 * root.tsx renders MantineProvider without its `<style>` elements (they would land in the body on
 * every page, be rebuilt on every render, and are not valid HTML there). What they would hold —
 * the theme's CSS variables and the responsive visibility classes — is the stylesheet
 * styles/theme.css instead. This test renders the provider as Mantine would and fails when the
 * file no longer says the same; `UPDATE_THEME_STYLES=1 npx vitest run apps/web/app/styles/theme-styles.test.ts`
 * writes it anew after a change to the theme.
 */

const THEME_CSS = fileURLToPath(new URL('./theme.css', import.meta.url));
const HEADER =
  '/* Generated from components/ui/theme.ts by styles/theme-styles.test.ts: the CSS variables and\n' +
  '   responsive classes MantineProvider would otherwise render into every page. Do not edit. */\n';

function styleOf(markup: string, kind: string): string {
  const match = new RegExp(`<style data-mantine-styles="${kind}"[^>]*>([^<]*)</style>`).exec(markup);
  if (!match) throw new Error(`MantineProvider rendered no <style data-mantine-styles="${kind}">`);
  return match[1]!;
}

function expectedThemeCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }, createElement('span')),
  );
  const variables = styleOf(markup, 'true').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  const classes = styleOf(markup, 'classes').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return `${HEADER}${variables.replaceAll(';', ';\n').replaceAll('{', '{\n')}\n${classes.replaceAll('}}', '}}\n')}`;
}

describe('styles/theme.css', () => {
  it('holds what MantineProvider would render for the theme', () => {
    const expected = expectedThemeCss();
    if (process.env.UPDATE_THEME_STYLES === '1') writeFileSync(THEME_CSS, expected);
    expect(readFileSync(THEME_CSS, 'utf8')).toBe(expected);
  });

  it('carries the theme: the pink primary colour, the readable dimmed grey and the breakpoints', () => {
    const css = readFileSync(THEME_CSS, 'utf8');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-pink-filled)');
    expect(css).toContain('--mantine-color-dimmed: #5f666d');
    expect(css).toContain('@media (min-width: 37.5625em) {.mantine-hidden-from-sm');
  });

  it('is loaded by the first stylesheet, after Mantine’s defaults', () => {
    const global = readFileSync(fileURLToPath(new URL('./global.css', import.meta.url)), 'utf8');
    const imports = [...global.matchAll(/@import '([^']+)'/g)].map((match) => match[1]);
    expect(imports.indexOf('./theme.css')).toBeGreaterThan(imports.indexOf('@mantine/core/styles/default-css-variables.css'));
    expect(imports.indexOf('./theme.css')).toBeGreaterThan(imports.indexOf('@mantine/core/styles/global.css'));
  });
});
