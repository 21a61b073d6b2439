import { useId } from 'react';
import { generatePath, messages } from '@vizitas/shared';
import { FieldErrorList, fieldErrors } from '~/components/forms/form-field';
import './terms-consent.css';

const f = messages.auth.fields;

/**
 * The consent to the terms and the privacy policy at registration (issue 11 item 7): a checkbox
 * that must be ticked, whose label links both texts (they open in a new tab, so the form keeps
 * what was typed). The server stores the version and the time.
 */
export function TermsConsentField({ errors }: { errors?: readonly string[] | string | null }) {
  const id = `${useId()}-acceptTerms`;
  const list = fieldErrors(errors);
  const invalid = list.length > 0;
  const [before, between] = f.acceptTerms.split('{terms}') as [string, string];
  const [middle, after] = between.split('{privacy}') as [string, string];
  return (
    <div className="vz-field vz-field--public vz-consent" data-field="acceptTerms">
      <div className="vz-consent__row">
        <input
          id={id}
          type="checkbox"
          name="acceptTerms"
          value="on"
          className={`vz-consent__box${invalid ? ' is-invalid' : ''}`}
          aria-invalid={invalid}
          aria-required
          {...(invalid ? { 'aria-describedby': `${id}-errors` } : {})}
        />
        <label htmlFor={id} className="vz-consent__label">
          {before}
          <a href={generatePath('terms')} target="_blank" rel="noopener">
            {f.termsLink}
          </a>
          {middle}
          <a href={generatePath('privacy_policy')} target="_blank" rel="noopener">
            {f.privacyLink}
          </a>
          {after}
        </label>
      </div>
      <FieldErrorList id={`${id}-errors`} messages={list} />
    </div>
  );
}
