import { generatePath, messages } from '@vizitas/shared';

/**
 * Lithuanian 404 and error pages. Plain markup (no Mantine components): it is part of the root
 * route, so whatever it imports is first-load JavaScript of every page.
 */
export function ErrorPage({ kind }: { kind: 'not-found' | 'error' }) {
  const text = kind === 'not-found' ? messages.notFound : messages.errorPage;
  return (
    <div className="vz-error-page">
      <p className="vz-error-page__code" aria-hidden="true">
        {kind === 'not-found' ? '404' : '500'}
      </p>
      <h1 className="vz-error-page__title">{text.title}</h1>
      <p className="vz-error-page__text">{text.text}</p>
      <a className="vz-error-page__home" href={generatePath('home')}>
        {text.backHome}
      </a>
    </div>
  );
}
