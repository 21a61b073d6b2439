import { BRAND, generatePath } from '@vizitas/shared';
import { LegalPage } from '~/features/legal/legal-page';
import { TERMS } from '~/features/legal/legal-texts';
import { seo } from '~/lib/seo';
import type { Route } from './+types/terms';

export function loader({ context }: Route.LoaderArgs) {
  return { url: `${context.origin}${generatePath('terms')}` };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({ title: `${TERMS.title} – ${BRAND.name}`, description: TERMS.description, url: data?.url ?? generatePath('terms') });
}

export default function Page() {
  return <LegalPage text={TERMS} />;
}
