import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import { adminServiceList } from '@vizitas/shared/api/admin/services';
import { adminSpecialistList } from '@vizitas/shared/api/admin/specialists';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { SpecialistsPage } from '~/features/admin-catalogue/components/specialists-page';
import type { Route } from './+types/specialists';

/**
 * `/administratorius/specialistai` (admin_specialists): the specialists, their order and services,
 * and their staff invitations (docs/decisions/025). Loaded in the browser (decision 024).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const business = new URL(request.url).searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const [specialists, services] = await Promise.all([
    context.call(adminSpecialistList, { verslas: business }),
    context.call(adminServiceList, { verslas: business }),
  ]);
  return { business, specialists: specialists.ok ? specialists.data : null, services: services.ok ? services.data : null };
}

export function meta() {
  return [
    {
      title: format(messages.adminArea.metaTitle, {
        page: messages.adminCatalogue.specialists.title,
        business: messages.adminArea.title,
      }),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminSpecialists({ loaderData }: Route.ComponentProps) {
  return <SpecialistsPage key={loaderData.business ?? ''} {...loaderData} />;
}

export function HydrateFallback() {
  return <AdminPageLoading />;
}
