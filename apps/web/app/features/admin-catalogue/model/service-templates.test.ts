import { describe, expect, it } from 'vitest';
import { SERVICE_TEMPLATES } from '@vizitas/shared/service-templates';
import { templateAreas, templateBody, templateDraft } from './service-templates';

const S1 = '22222222-2222-4222-8222-222222222222';
const haircut = SERVICE_TEMPLATES.kirpejai[0]!;

describe('the service templates of the services page', () => {
  it("offers the business's own areas first and keeps the others for later", () => {
    const { own, other } = templateAreas(['masazas', 'kirpejai'], []);
    // The site's order, not the order she ticked them in.
    expect(own.map((area) => area.slug)).toEqual(['kirpejai', 'masazas']);
    expect(own[0]!.name).toBe('Kirpėjai');
    expect(own[0]!.templates).toEqual(SERVICE_TEMPLATES.kirpejai);
    expect(other.map((area) => area.slug)).toEqual([
      'manikiuras',
      'pedikiuras',
      'blakstienos-antakiai',
      'kosmetologai',
      'makiazas',
      'depiliacija',
    ]);
  });

  it('offers every area when the business has no known category (or they could not be read)', () => {
    for (const categories of [null, [], ['nezinoma']]) {
      const { own, other } = templateAreas(categories, []);
      expect(own).toHaveLength(8);
      expect(other).toEqual([]);
    }
  });

  it('leaves out a template she already has as a service, whatever the case and spaces', () => {
    const { own } = templateAreas(['kirpejai'], [' moteriškas KIRPIMAS ', 'Kažkas kita']);
    expect(own[0]!.templates.map((template) => template.name)).not.toContain('Moteriškas kirpimas');
    expect(own[0]!.templates).toHaveLength(SERVICE_TEMPLATES.kirpejai.length - 1);
  });

  it('starts a row unchosen with the template’s own values, and turns it into the create-service body', () => {
    const draft = templateDraft(haircut);
    expect(draft).toEqual({ chosen: false, name: 'Moteriškas kirpimas', duration: '60', price: '35' });
    const { body, errors } = templateBody(haircut, { ...draft, chosen: true, name: 'Kirpimas ir džiovinimas', price: '38,50' }, [
      S1,
    ]);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      name: 'Kirpimas ir džiovinimas',
      categoryId: null,
      durationMin: 60,
      priceCents: 3850,
      priceFrom: false,
      bufferAfterMin: 0,
      specialistIds: [S1],
    });
    const colour = SERVICE_TEMPLATES.kirpejai.find((template) => template.priceFrom)!;
    expect(templateBody(colour, templateDraft(colour), [S1]).body.priceFrom).toBe(true);
  });

  it('finds what is wrong with an edited row, as the service form does', () => {
    const { errors } = templateBody(haircut, { chosen: true, name: ' ', duration: '62', price: 'daug' }, [S1]);
    expect(Object.keys(errors).sort()).toEqual(['durationMin', 'name', 'priceCents']);
    expect(errors.durationMin).toEqual(['Trukmė turi būti nuo 5 iki 600 min., kas 5 min.']);
  });
});
