import { messages } from '@vizitas/shared';
import { ErrorPage } from '~/components/layout/error-page';

export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export function meta() {
  return [{ title: messages.notFound.title }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <ErrorPage kind="not-found" />;
}
