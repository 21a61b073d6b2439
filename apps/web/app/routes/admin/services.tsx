import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import { adminBusinessProfile } from '@vizitas/shared/api/admin/business-profile';
import { adminServiceCategoryList } from '@vizitas/shared/api/admin/service-categories';
import { adminServiceList } from '@vizitas/shared/api/admin/services';
import { adminSpecialistList } from '@vizitas/shared/api/admin/specialists';
import { adminShell } from '@vizitas/shared/api/admin/shell';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { ServicesPage } from '~/features/admin-catalogue/components/services-page';
import type { Route } from './+types/services';

/**
 * `/administratorius/paslaugos` (admin_services): the services by category, their order, who
 * offers each (docs/decisions/025). Loaded in the browser like every admin page (decision 024).
 * The business's categories (from its profile) choose the service templates offered first.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const business = new URL(request.url).searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const [services, categories, specialists, businessCategories] = await Promise.all([
    context.call(adminServiceList, { verslas: business }),
    context.call(adminServiceCategoryList, { verslas: business }),
    context.call(adminSpecialistList, { verslas: business }),
    (async () => {
      const shell = await context.call(adminShell, { verslas: business });
      const id = shell.ok ? shell.data.business?.id : undefined;
      if (!id) return null;
      const profile = await context.call(adminBusinessProfile, { params: { id } });
      return profile.ok ? profile.data.categories : null;
    })(),
  ]);
  return {
    businessCategories,
    business,
    services: services.ok ? services.data : null,
    categories: categories.ok ? categories.data : null,
    specialists: specialists.ok ? specialists.data : null,
  };
}

export function meta() {
  return [
    {
      title: format(messages.adminArea.metaTitle, {
        page: messages.adminCatalogue.services.title,
        business: messages.adminArea.title,
      }),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminServices({ loaderData }: Route.ComponentProps) {
  return <ServicesPage key={loaderData.business ?? ''} {...loaderData} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
