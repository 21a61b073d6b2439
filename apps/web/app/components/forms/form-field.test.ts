import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField, TextField, type FieldControlProps } from './form-field';

function render(props: Parameters<typeof TextField>[0]): string {
  return renderToStaticMarkup(createElement(TextField, props));
}

describe('FormField: one component, two presentations', () => {
  it('public (App): marks the input invalid, lists the errors beside it, links them', () => {
    const html = render({ name: 'email', label: 'El. pašto adresas', errors: ['Neteisingas el. pašto adreso formatas.'] });
    expect(html).toMatch(/<input[^>]*class="vz-field__input is-invalid"/);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(html).toContain('<ul class="vz-field__errors"');
    expect(html).toContain('<li>Neteisingas el. pašto adreso formatas.</li>');
    expect(html).not.toContain('has-error');
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${describedBy}"`);
  });

  it('public: marks a checked value valid, and nothing without a check', () => {
    expect(render({ name: 'phone', label: 'Tel.', valid: true })).toMatch(/class="vz-field__input is-valid"/);
    const plain = render({ name: 'phone', label: 'Tel.' });
    expect(plain).toMatch(/class="vz-field__input"/);
    expect(plain).toMatch(/aria-invalid="false"/);
    expect(plain).not.toContain('vz-field__errors');
  });

  it('admin (SonataAdmin): the form group gets the error class, the input stays unmarked', () => {
    const html = render({ name: 'email', label: 'El. paštas', variant: 'admin', errors: 'Šis laukas privalomas.' });
    expect(html).toMatch(/<div class="vz-field vz-field--admin has-error" data-field="email">/);
    expect(html).toMatch(/<input[^>]*class="vz-field__input"/);
    expect(html).not.toContain('is-invalid');
    expect(html).toContain('<li>Šis laukas privalomas.</li>');
    expect(render({ name: 'email', label: 'El. paštas', variant: 'admin', valid: true })).not.toContain('is-valid');
  });

  it('ties the label to any control and marks required fields', () => {
    const html = renderToStaticMarkup(
      createElement(FormField, {
        name: 'note',
        label: 'Pastaba',
        required: true,
        description: 'Neprivaloma',
        children: (control: FieldControlProps) => createElement('textarea', control),
      }),
    );
    const id = /<label[^>]*for="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<textarea id="${id}"`);
    expect(html).toContain('data-required=""');
    expect(html).toContain('aria-required="true"');
    expect(html).toContain('Neprivaloma');
  });
});
