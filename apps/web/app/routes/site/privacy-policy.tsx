import { BRAND, generatePath } from '@vizitas/shared';
import { LegalPage } from '~/features/legal/legal-page';
import { PRIVACY_POLICY } from '~/features/legal/legal-texts';
import { seo } from '~/lib/seo';
import type { Route } from './+types/privacy-policy';

export function loader({ context }: Route.LoaderArgs) {
  return { url: `${context.origin}${generatePath('privacy_policy')}` };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({ title: `${PRIVACY_POLICY.title} – ${BRAND.name}`, description: PRIVACY_POLICY.description, url: data?.url ?? generatePath('privacy_policy') });
}

export default function Page() {
  return <LegalPage text={PRIVACY_POLICY} />;
}
