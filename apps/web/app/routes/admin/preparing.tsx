import { ADMIN_BUSINESS_QUERY_PARAM, format, generatePath, messages } from '@vizitas/shared';
import { useSearchParams } from 'react-router';

/** A menu entry whose page comes with a later issue: says so instead of a 404. */
export function meta() {
  return [
    { title: format(messages.adminArea.metaTitle, { page: messages.adminArea.preparing.title, business: messages.adminArea.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminPreparing() {
  const [search] = useSearchParams();
  const slug = search.get(ADMIN_BUSINESS_QUERY_PARAM);
  const t = messages.adminArea.preparing;
  return (
    <section className="vz-admin-page">
      <h1 className="vz-admin-page__title">{t.title}</h1>
      <p>{t.text}</p>
      <p>
        <a href={generatePath('admin_appointment_list', slug ? { slug } : {})}>{t.back}</a>
      </p>
    </section>
  );
}
