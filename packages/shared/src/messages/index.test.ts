import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages } from './index';

const here = import.meta.dirname;

/** `site/cookie-consent.ts` → `cookieConsent`. */
const keyOfFile = (file: string) => path.basename(file, '.ts').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Every file in an area folder (`<area>/<file>.ts`), tests aside. */
const areaFiles = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) =>
    readdirSync(path.join(here, folder.name))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => `${folder.name}/${file}`),
  )
  .sort();

const modules = new Map<string, Record<string, unknown>>();
for (const file of areaFiles) modules.set(file, (await import(pathToFileURL(path.join(here, file)).href)) as Record<string, unknown>);

const sectionFiles = areaFiles.filter((file) => path.basename(file) !== 'words.ts');

describe('the catalogue put together from its section files', () => {
  it('has area folders with section files', () => {
    expect(sectionFiles.length).toBeGreaterThan(50);
    expect(areaFiles).toContain('common/words.ts');
  });

  it('has one section per file, exported under the key its file is named after', () => {
    for (const file of sectionFiles) expect([file, Object.keys(modules.get(file)!)]).toEqual([file, [keyOfFile(file)]]);
  });

  it('holds every section file as it is, under its key, and nothing else', () => {
    const keys = sectionFiles.map(keyOfFile);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(messages).sort()).toEqual([...keys].sort());
    for (const file of sectionFiles) expect(messages[keyOfFile(file) as keyof typeof messages]).toBe(modules.get(file)![keyOfFile(file)]);
  });

  it("keeps the shared words out of it: an area's words.ts holds only texts, in capitals", () => {
    for (const file of areaFiles.filter((name) => path.basename(name) === 'words.ts')) {
      for (const [name, value] of Object.entries(modules.get(file)!)) {
        expect(name).toMatch(/^[A-Z][A-Z_]*$/);
        expect(typeof value).toBe('string');
        expect(Object.keys(messages)).not.toContain(name);
      }
    }
  });
});
