import { messages } from '@vizitas/shared';
import { adminScheduleOverride } from '@vizitas/shared/api/admin/schedule-overrides';
import { OverrideFormPage } from '~/features/admin-schedule/components/override-form-page';
import { adminMeta } from '~/features/admin-schedule/model/meta';
import { overrideDraftOf } from '~/features/admin-schedule/model/override-form';
import { notFoundUnless, schedulePage, specialistsOf } from './schedule-page';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import type { Route } from './+types/schedule-override-edit';

/** `/administratorius/tvarkarascio-pakeitimai/{id}/redaguoti` (admin_schedule_override_edit): one override, its hours, its deletion. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const { business, today } = schedulePage(request);
  const [override, specialists] = await Promise.all([
    context.call(adminScheduleOverride, { verslas: business, params: { id: params.id } }),
    specialistsOf(context, business, today),
  ]);
  notFoundUnless(override, 'schedule override');
  return { business, today, specialists, override: override.data, draft: overrideDraftOf(override.data) };
}

export function meta() {
  return adminMeta(messages.adminSchedule.override.editTitle);
}

export default function AdminScheduleOverrideEdit({ loaderData }: Route.ComponentProps) {
  return <OverrideFormPage key={`${loaderData.business ?? ''}:${loaderData.override.id}`} {...loaderData} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
