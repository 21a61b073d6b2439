import { generatePath, messages } from '@vizitas/shared';

/**
 * Lithuanian 404 and error pages. Plain markup (no Mantine components): it is part of the root
 * route, so whatever it imports is first-load JavaScript of every page. `home` is where its link
 * leads (the site's first page unless given: the admin area gives its own).
 */
export function ErrorPage({ kind, home }: { kind: 'not-found' | 'error'; home?: { href: string; label: string } }) {
  const text = kind === 'not-found' ? messages.notFound : messages.errorPage;
  return (
    <div className="vz-error-page">
      <p className="vz-error-page__code" aria-hidden="true">
        {kind === 'not-found' ? '404' : '500'}
      </p>
      <h1 className="vz-error-page__title">{text.title}</h1>
      <p className="vz-error-page__text">{text.text}</p>
      <a className="vz-error-page__home" href={home?.href ?? generatePath('home')}>
        {home?.label ?? text.backHome}
      </a>
    </div>
  );
}
