import { describe, expect, it } from 'vitest';
import type { InstructionItem } from '@vizitas/shared/schemas/admin/onboarding';
import { canSkipStep, durationText, progressOf, publicLink, rulesSentences, stepHref } from './checklist';

const business = { id: '6f1c0a52-6f7b-4d43-9d6f-2a1b7e0c9a11', slug: 'studija-ruta', name: 'Studija Rūta', customDomain: null };

describe('the onboarding checklist', () => {
  it('links each step to the admin page that does it, keeping ?verslas=', () => {
    expect(stepHref('services', business, null)).toBe('/administratorius/paslaugos');
    expect(stepHref('working_hours', business, 'studija-ruta')).toBe('/administratorius/tvarkarastis?verslas=studija-ruta');
    expect(stepHref('booking_rules', business, null)).toBe('/administratorius/nustatymai#registracijos-taisykles');
    expect(stepHref('booking_rules', business, 'studija-ruta')).toBe('/administratorius/nustatymai?verslas=studija-ruta#registracijos-taisykles');
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

  it('writes a duration as "prieš …" reads it', () => {
    expect([60, 120, 300, 720, 1260, 1440, 2880, 10080, 15, 90].map(durationText)).toEqual([
      '1 valandą',
      '2 valandas',
      '5 valandas',
      '12 valandų',
      '21 valandą',
      '1 dieną',
      '2 dienas',
      '7 dienas',
      '15 min.',
      '90 min.',
    ]);
  });

  it('tells the booking rules in plain Lithuanian, warning when a visit is booked past its cancellation deadline', () => {
    expect(rulesSentences({ minimumNoticeMin: 60, cancellationDeadlineMin: 1440, autoConfirm: false })).toEqual([
      'Užsiregistruoti klientai gali ne vėliau kaip 1 valandą prieš vizitą.',
      'Atšaukti vizitą internetu jie gali ne vėliau kaip 1 dieną prieš jo pradžią.',
      'Naujos registracijos laukia jūsų patvirtinimo: kiekvieną užklausą patvirtinsite arba atmesite patys.',
      'Atkreipkite dėmesį: užsiregistravęs vėliau kaip 1 dieną prieš vizitą, klientas jo internetu atšaukti nebegalės.',
    ]);
    expect(rulesSentences({ minimumNoticeMin: 1440, cancellationDeadlineMin: 120, autoConfirm: true })).toEqual([
      'Užsiregistruoti klientai gali ne vėliau kaip 1 dieną prieš vizitą.',
      'Atšaukti vizitą internetu jie gali ne vėliau kaip 2 valandas prieš jo pradžią.',
      'Naujos registracijos patvirtinamos iš karto: jums nieko daryti nereikia.',
    ]);
    expect(rulesSentences({ minimumNoticeMin: 0, cancellationDeadlineMin: 0, autoConfirm: true })).toEqual([
      'Užsiregistruoti klientai gali bet kada, net prieš pat vizitą.',
      'Atšaukti vizitą internetu jie gali bet kada iki jo pradžios.',
      'Naujos registracijos patvirtinamos iš karto: jums nieko daryti nereikia.',
    ]);
  });
});
