import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * global.css imports Mantine's styles per component, not the whole @mantine/core/styles.css.
 * These checks keep that list true as the app grows: every Mantine component imported anywhere
 * in apps/web/app — and every component it is built on, found by following the package's own
 * imports — has its stylesheet there, in the order @mantine/core/styles.css has them.
 */

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const GLOBAL_CSS = fileURLToPath(new URL('./global.css', import.meta.url));
const MODULES = fileURLToPath(new URL('../../../../node_modules/', import.meta.url));
const CORE = path.join(MODULES, '@mantine/core');
const GLOBAL_LAYER = ['baseline', 'default-css-variables', 'global'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('+') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `{ Button, type ButtonProps }` → the value names imported, per Mantine package. */
function mantineImports(code: string): Array<{ pkg: string; name: string }> {
  const found: Array<{ pkg: string; name: string }> = [];
  for (const match of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]@mantine\/([a-z]+)['"]/g)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      found.push({ pkg: match[3]!, name: name.split(/\s+as\s+/)[0]!.trim() });
    }
  }
  return found;
}

/** The ESM file of `name` as the package's index exports it. */
function exportFile(pkg: string, name: string): string | null {
  const index = path.join(MODULES, '@mantine', pkg, 'esm/index.mjs');
  const code = readFileSync(index, 'utf8');
  const match = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*"(\\.[^"]+)"`).exec(code);
  return match ? path.resolve(path.dirname(index), match[1]!) : null;
}

/** Stylesheet names (`Button` for styles/Button.css) the given package exports need, through all their imports. */
function stylesNeeded(imports: ReadonlyArray<{ pkg: string; name: string }>): Set<string> {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const queue = imports.map(({ pkg, name }) => exportFile(pkg, name)).filter((file): file is string => file !== null);
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/from\s*"([^"]+)"/g)) {
      const specifier = match[1]!;
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        const moduleCss = /[\\/]components[\\/][^\\/]+[\\/]([^\\/]+)\.module\.mjs$/.exec(target);
        if (moduleCss && target.startsWith(CORE)) styles.add(moduleCss[1]!);
        else if (!moduleCss) queue.push(target);
      }
    }
    // Other Mantine packages build on @mantine/core's components by name.
    for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@mantine\/core"/g)) {
      for (const name of match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!)) {
        const target = name ? exportFile('core', name) : null;
        if (target) queue.push(target);
      }
    }
  }
  return styles;
}

function importedStylesheets(css: string): string[] {
  return [...css.matchAll(/@import\s+'@mantine\/core\/styles\/([A-Za-z-]+)\.css'/g)].map((match) => match[1]!);
}

describe('mantineImports', () => {
  it('reads value imports and skips type-only ones', () => {
    const code = `import { Button, type ButtonProps, Text as T } from '@mantine/core';\nimport type { MantineTheme } from '@mantine/core';\nimport { notifications } from '@mantine/notifications';`;
    expect(mantineImports(code)).toEqual([
      { pkg: 'core', name: 'Button' },
      { pkg: 'core', name: 'Text' },
      { pkg: 'notifications', name: 'notifications' },
    ]);
  });
});

describe('global.css (Mantine styles per component)', () => {
  const listed = importedStylesheets(readFileSync(GLOBAL_CSS, 'utf8'));

  it('has the stylesheet of every Mantine component the app uses and of those they are built on', () => {
    const imports = sourceFiles(APP_DIR).flatMap((file) => mantineImports(readFileSync(file, 'utf8')));
    expect(imports.some(({ name }) => name === 'Button')).toBe(true);
    const needed = [...stylesNeeded(imports)].sort();
    expect(needed).toContain('UnstyledButton');
    expect(needed.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('starts with the global layer and keeps the order of @mantine/core/styles.css', () => {
    expect(listed.slice(0, 3)).toEqual(GLOBAL_LAYER);
    const whole = readFileSync(path.join(CORE, 'styles.css'), 'utf8');
    const positions = listed.map((name) => {
      const own = readFileSync(path.join(CORE, 'styles', `${name}.css`), 'utf8').trim();
      // Found by its first rule's selector: the per-component files of some releases keep px
      // where the whole file has rem, so their bodies may differ.
      return { name, at: whole.indexOf(own.slice(0, own.indexOf('{') + 1)) };
    });
    expect(positions.filter(({ at }) => at < 0).map(({ name }) => name)).toEqual([]);
    const sorted = [...positions].sort((a, b) => a.at - b.at).map(({ name }) => name);
    expect(listed).toEqual(sorted);
  });
});
