import { messages } from '@vizitas/shared';
import { isLocalDate } from '~/lib/dates';
import { OverrideFormPage } from '~/features/admin-schedule/components/override-form-page';
import { CREATE_PARAMS } from '~/features/admin-schedule/model/links';
import { adminMeta } from '~/features/admin-schedule/model/meta';
import { newOverrideDraft } from '~/features/admin-schedule/model/override-form';
import { schedulePage, specialistsOf } from './schedule-page';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import type { Route } from './+types/schedule-override-create';

/**
 * `/administratorius/tvarkarascio-pakeitimai/sukurti` (admin_schedule_override_create): a new
 * override; `?specialistas=&data=` choose the specialist and the date to start with.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const { url, business, today } = schedulePage(request);
  const specialists = await specialistsOf(context, business, today);
  const wanted = url.searchParams.get(CREATE_PARAMS.specialist) ?? '';
  const specialist = specialists.some((row) => row.id === wanted) ? wanted : specialists.length === 1 ? specialists[0]!.id : '';
  const date = url.searchParams.get(CREATE_PARAMS.date) ?? '';
  return { business, today, specialists, draft: newOverrideDraft(specialist, isLocalDate(date) && date >= today ? date : today) };
}

export function meta() {
  return adminMeta(messages.adminSchedule.override.createTitle);
}

export default function AdminScheduleOverrideCreate({ loaderData }: Route.ComponentProps) {
  return <OverrideFormPage key={loaderData.business ?? ''} override={null} {...loaderData} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
