import { format, messages } from '@vizitas/shared';

/** An admin page's meta: `{page} – Administravimas`, not indexed. */
export function adminMeta(page: string) {
  return [
    { title: format(messages.adminArea.metaTitle, { page, business: messages.adminArea.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}
