import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import { adminBookingRules } from '@vizitas/shared/api/admin/booking-rules';
import { adminShell } from '@vizitas/shared/api/admin/shell';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { BOOKING_RULES_SECTION_ID, BookingRulesSection } from '~/features/admin-settings/components/booking-rules-section';
import '~/features/admin-settings/components/settings.css';
import { REMINDERS_SECTION_ID, RemindersSection } from '~/features/reminders/components/reminders-section';
import { SUPPORT_ACCESS_SECTION_ID, SupportAccessSection } from '~/features/support-access/components/support-access-section';
import { useAdminAccess } from '~/components/layout/admin-access';
import type { Route } from './+types/settings';

/**
 * `/administratorius/nustatymai` (admin_settings): the business's settings, one section each —
 * the booking rules here (docs/decisions/025); further sections (the profile, notifications…) are
 * added to `sections` below with their own feature's component and anchor.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const linkSlug = new URL(request.url).searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const shell = await context.call(adminShell, { verslas: linkSlug });
  const businessId = shell.ok ? (shell.data.business?.id ?? null) : null;
  if (!businessId) throw new Response('business unavailable', { status: 500 });
  const rules = await context.call(adminBookingRules, { params: { id: businessId } });
  return { linkSlug, businessId, bookingRules: rules.ok ? rules.data : null };
}

export function meta() {
  return [
    {
      title: format(messages.adminArea.metaTitle, {
        page: messages.adminCatalogue.settings.title,
        business: messages.adminArea.title,
      }),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const t = messages.adminCatalogue;
  const { role } = useAdminAccess();
  const sections = [
    {
      id: BOOKING_RULES_SECTION_ID,
      title: t.bookingRules.title,
      content: <BookingRulesSection businessId={loaderData.businessId} initial={loaderData.bookingRules} />,
    },
    {
      id: REMINDERS_SECTION_ID,
      title: messages.reminderSettings.title,
      content: <RemindersSection businessId={loaderData.businessId} />,
    },
    // Support access is the owner's to give: staff and the operator do not see it.
    ...(role === 'owner'
      ? [
          {
            id: SUPPORT_ACCESS_SECTION_ID,
            title: messages.supportAccess.title,
            content: <SupportAccessSection businessId={loaderData.businessId} />,
          },
        ]
      : []),
  ];
  return (
    <div className="vz-settings" key={loaderData.businessId}>
      <header>
        <h1 className="vz-admin-page__title">{t.settings.title}</h1>
        <nav aria-label={t.settings.sections}>
          <ul className="vz-settings-toc">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {sections.map((section) => (
        <div key={section.id}>{section.content}</div>
      ))}
    </div>
  );
}

export function HydrateFallback() {
  return <AdminPageLoading />;
}
