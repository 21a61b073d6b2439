import { describe, expect, it } from 'vitest';
import type { InstructionItem } from '@vizitas/shared/schemas/admin/onboarding';
import { canSkipStep, progressOf, publicLink, stepHref } from './checklist';

const business = { id: '6f1c0a52-6f7b-4d43-9d6f-2a1b7e0c9a11', slug: 'studija-ruta', name: 'Studija Rūta', customDomain: null };

describe('the onboarding checklist', () => {
  it('links each step to the admin page that does it, keeping ?verslas=', () => {
    expect(stepHref('services', business, null)).toBe('/administratorius/paslaugos');
    expect(stepHref('working_hours', business, 'studija-ruta')).toBe('/administratorius/tvarkarastis?verslas=studija-ruta');
    expect(stepHref('logo', business, null)).toBe('/administratorius/profilis');
    expect(stepHref('photos', business, null)).toBe('/administratorius/galerija');
    expect(stepHref('description', business, null)).toBe('/administratorius/profilis');
    expect(stepHref('invite_clients', business, null)).toBe('/administratorius/klientu-kvietimai');
    expect(stepHref('share_link', business, 'studija-ruta')).toBe('/administratorius/dalintis-nuoroda?verslas=studija-ruta');
  });

  it('shares the page on this site, or on the business’s own domain', () => {
    expect(publicLink(business, 'https://vizitas.lt')).toBe('https://vizitas.lt/naujas-vizitas/studija-ruta');
    expect(publicLink({ ...business, customDomain: 'studija-ruta.lt' }, 'https://vizitas.lt')).toBe('https://studija-ruta.lt/naujas-vizitas');
  });

  it('counts done and skipped steps as settled', () => {
    const items: InstructionItem[] = [
      { instruction: 'services', state: 'done', required: true },
      { instruction: 'working_hours', state: 'todo', required: true },
      { instruction: 'logo', state: 'skipped', required: false },
    ];
    expect(progressOf(items)).toEqual({ settled: 2, total: 3, complete: false });
    expect(progressOf(items.map((item) => ({ ...item, state: 'done' as const })))).toEqual({ settled: 3, total: 3, complete: true });
  });

  it('offers a skip only for an optional step still to do, to someone who may skip', () => {
    expect(canSkipStep({ instruction: 'logo', state: 'todo', required: false }, true)).toBe(true);
    expect(canSkipStep({ instruction: 'logo', state: 'todo', required: false }, false)).toBe(false);
    expect(canSkipStep({ instruction: 'services', state: 'todo', required: true }, true)).toBe(false);
    expect(canSkipStep({ instruction: 'photos', state: 'skipped', required: false }, true)).toBe(false);
    expect(canSkipStep({ instruction: 'photos', state: 'done', required: false }, true)).toBe(false);
  });
});
