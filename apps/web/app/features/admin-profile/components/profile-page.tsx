import { Alert, Button } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { BRAND, CATEGORIES, CITIES, format, generatePath, messages } from '@vizitas/shared';
import { DESCRIPTION_MAX_LENGTH, type BusinessProfile } from '@vizitas/shared/schemas/admin/business-profile';
import { FormField, TextField } from '~/components/forms/form-field';
import { PhotoUploadField } from '~/components/forms/photo-upload-field';
import { showToast } from '~/components/toasts/toast';
import { ApiError } from '~/lib/api/json-api';
import { errorMessage } from '~/lib/api/api-client';
import { profilePhotoUploadUrl, removeProfilePhoto } from '~/features/admin-profile/api/profile-photo';
import { useUpdateBusinessProfile } from '~/features/admin-profile/api/update-business-profile';
import {
  bodyOf,
  dnsRecordKind,
  dnsRecordName,
  draftOf,
  profileErrors,
  serverProfileErrors,
  toggleCategory,
  type ProfileDraft,
  type ProfileField,
} from '~/features/admin-profile/model/profile-form';
import { LogoSection } from './logo-section';
import '~/components/forms/admin-fields.css';
import './admin-profile.css';

const t = messages.adminProfile;
const CATEGORY_ORDER = CATEGORIES.map((category) => category.slug as string);

/**
 * `/administratorius/profilis` (admin_business_profile, docs/decisions/026): the business's face —
 * its logo with the round crop, the profile photo, and the profile form (name, description,
 * address, city, categories, contacts, website, Instagram, own domain with the DNS instructions).
 * Staff see it without the buttons.
 */
export function ProfilePage({ initial }: { initial: BusinessProfile }) {
  const [profile, setProfile] = useState(initial);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(initial));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string[]>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const saved = (next: BusinessProfile) => {
    setProfile(next);
    setDraft(draftOf(next));
    setErrors({});
    showToast({ message: t.saved, type: 'success' });
  };
  const update = useUpdateBusinessProfile(profile.id, saved);
  const readOnly = !profile.canEdit;
  const set = <K extends ProfileField>(field: K, value: ProfileDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const found = profileErrors(draft);
    if (found) {
      setErrors(found);
      setProblem(messages.form.fixErrors);
      return;
    }
    update.mutate(bodyOf(draft), {
      onError: (error) => {
        setProblem(errorMessage(error));
        if (error instanceof ApiError) setErrors(serverProfileErrors(error.body?.fields));
      },
    });
  };
  const publicHref = generatePath('about', { slug: profile.slug });
  const dnsRecord = dnsRecordKind(profile.dnsTarget);
  const dnsName = draft.customDomain.trim() ? dnsRecordName(draft.customDomain.trim().toLowerCase()) : '@';

  return (
    <section className="vz-admin-page vz-ap">
      <h1 className="vz-admin-page__title">{t.title}</h1>
      <p className="vz-ap-muted">{t.intro}</p>
      <p>
        <a href={publicHref}>{t.viewPage}</a>
      </p>
      {readOnly ? (
        <Alert color="gray" className="vz-ap-alert">
          {t.readOnly}
        </Alert>
      ) : null}

      <LogoSection profile={profile} onProfile={setProfile} />

      <section className="vz-ap-section" aria-labelledby="vz-ap-photo-title">
        <h2 className="vz-ap-section__title" id="vz-ap-photo-title">
          {t.sections.photo}
        </h2>
        <p className="vz-ap-muted">{t.photo.text}</p>
        <PhotoUploadField<BusinessProfile>
          label={t.photo.alt}
          shape="wide"
          photoUrl={profile.profilePhotoPhoneUrl ?? profile.profilePhotoUrl}
          uploadUrl={profilePhotoUploadUrl(profile.id)}
          removePhoto={() => removeProfilePhoto(profile.id)}
          disabled={readOnly}
          onChange={(next) => {
            if (!next) return;
            setProfile(next);
            showToast({ message: next.profilePhotoUrl ? t.photo.uploaded : t.photo.removed, type: 'success' });
          }}
        />
      </section>

      <form
        className="vz-admin-fields vz-ap-form"
        noValidate
        onSubmit={submit}
        aria-describedby={problem ? 'vz-ap-problem' : undefined}
      >
        <fieldset className="vz-ap-section" disabled={readOnly}>
          <legend className="vz-ap-section__title">{t.sections.about}</legend>
          <TextField
            variant="admin"
            name="name"
            label={t.fields.name}
            required
            value={draft.name}
            errors={errors.name}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <FormField
            variant="admin"
            name="description"
            label={t.fields.description}
            errors={errors.description}
            description={format(t.fields.descriptionHint, { max: DESCRIPTION_MAX_LENGTH })}
          >
            {(control) => (
              <textarea
                {...control}
                rows={6}
                maxLength={DESCRIPTION_MAX_LENGTH}
                value={draft.description}
                onChange={(event) => set('description', event.currentTarget.value)}
              />
            )}
          </FormField>
          <TextField
            variant="admin"
            name="address"
            label={t.fields.address}
            value={draft.address}
            errors={errors.address}
            autoComplete="street-address"
            onChange={(event) => set('address', event.currentTarget.value)}
          />
          <FormField variant="admin" name="city" label={t.fields.city} required errors={errors.city}>
            {(control) => (
              <select {...control} value={draft.city} onChange={(event) => set('city', event.currentTarget.value)}>
                <option value="" disabled>
                  {t.validation.cityInvalid}
                </option>
                {CITIES.map((city) => (
                  <option key={city.slug} value={city.slug}>
                    {city.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <fieldset
            className={`vz-field vz-field--admin vz-ap-categories${errors.categories ? ' has-error' : ''}`}
            aria-describedby="vz-ap-categories-hint"
          >
            <legend className="vz-field__label" data-required="">
              {t.fields.categories}
            </legend>
            <p className="vz-field__description" id="vz-ap-categories-hint">
              {t.fields.categoriesHint}
            </p>
            <div className="vz-ap-chips">
              {CATEGORIES.map((category) => (
                <label key={category.slug} className="vz-ap-chip">
                  <input
                    type="checkbox"
                    name="categories"
                    value={category.slug}
                    checked={draft.categories.includes(category.slug)}
                    onChange={() => set('categories', toggleCategory(draft.categories, category.slug, CATEGORY_ORDER))}
                  />
                  {category.name}
                </label>
              ))}
            </div>
            {errors.categories ? (
              <ul className="vz-field__errors">
                {errors.categories.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </fieldset>
        </fieldset>

        <fieldset className="vz-ap-section" disabled={readOnly}>
          <legend className="vz-ap-section__title">{t.sections.contacts}</legend>
          <div className="vz-ap-grid">
            <TextField
              variant="admin"
              name="phone"
              type="tel"
              label={t.fields.phone}
              value={draft.phone}
              errors={errors.phone}
              autoComplete="tel"
              placeholder="+370 XXX XXXXX"
              onChange={(event) => set('phone', event.currentTarget.value)}
            />
            <TextField
              variant="admin"
              name="email"
              type="email"
              label={t.fields.email}
              value={draft.email}
              errors={errors.email}
              autoComplete="email"
              onChange={(event) => set('email', event.currentTarget.value)}
            />
            <TextField
              variant="admin"
              name="website"
              type="url"
              label={t.fields.website}
              value={draft.website}
              errors={errors.website}
              placeholder={t.fields.websitePlaceholder}
              onChange={(event) => set('website', event.currentTarget.value)}
            />
            <TextField
              variant="admin"
              name="instagram"
              label={t.fields.instagram}
              value={draft.instagram}
              errors={errors.instagram}
              placeholder={t.fields.instagramPlaceholder}
              onChange={(event) => set('instagram', event.currentTarget.value)}
            />
          </div>
        </fieldset>

        <fieldset className="vz-ap-section" disabled={readOnly}>
          <legend className="vz-ap-section__title">{t.sections.domain}</legend>
          <p className="vz-ap-muted">{format(t.domain.text, { brandGenitive: BRAND.genitive })}</p>
          <TextField
            variant="admin"
            name="customDomain"
            label={t.fields.customDomain}
            value={draft.customDomain}
            errors={errors.customDomain}
            placeholder={t.fields.customDomainPlaceholder}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => set('customDomain', event.currentTarget.value)}
          />
          <div className="vz-ap-dns" aria-labelledby="vz-ap-dns-title" role="region">
            <h3 className="vz-ap-dns__title" id="vz-ap-dns-title">
              {t.domain.instructionsTitle}
            </h3>
            <ol>
              <li>{t.domain.step1}</li>
              <li>
                {dnsRecord === 'CNAME'
                  ? format(t.domain.step2, { name: dnsName, target: profile.dnsTarget })
                  : format(t.domain.step2Address, { record: dnsRecord, name: dnsName, target: profile.dnsTarget })}
              </li>
              {dnsRecord === 'CNAME' ? <li>{format(t.domain.step3, { target: profile.dnsTarget })}</li> : null}
              <li>{t.domain.step4}</li>
            </ol>
            {profile.customDomain ? <p>{format(t.domain.current, { url: `https://${profile.customDomain}` })}</p> : null}
          </div>
        </fieldset>

        {problem ? (
          <Alert color="red" role="alert" id="vz-ap-problem" className="vz-ap-alert">
            {problem}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <Button type="submit" size="md" color="pink.8" loading={update.isPending}>
            {t.save}
          </Button>
        )}
      </form>
    </section>
  );
}
