import { Alert, Button } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { ADMIN_BUSINESS_QUERY_PARAM, format, generatePath, messages } from '@vizitas/shared';
import type { HelpArticle, HelpArticles } from '~/features/admin-help/api/help-articles';
import { ArticleBody } from './article-body';
import './help.css';

const t = messages.adminHelp;

function adminParams(linkSlug: string | null) {
  return linkSlug ? { slug: linkSlug } : {};
}

/** The loader's answer was an error: say so, and offer to try again (reloads the page's data). */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" className="vz-help-alert">
      <p>{t.loadFailed}</p>
      <Button variant="white" color="red" mt="xs" className="vz-help-touch" onClick={onRetry}>
        {t.retry}
      </Button>
    </Alert>
  );
}

/** `/administratorius/pagalba/sarasas`: the articles, searched by `?q=` (docs/decisions/029). */
export function HelpListPage({ linkSlug, query, articles, onRetry }: { linkSlug: string | null; query: string; articles: HelpArticles | null; onRetry: () => void }) {
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location?.pathname === generatePath('admin_help_list').split('?')[0];
  return (
    <div className="vz-help">
      <p>{t.intro}</p>
      <Form method="get" role="search" className="vz-help-search" aria-label={t.searchLabel}>
        {linkSlug ? <input type="hidden" name={ADMIN_BUSINESS_QUERY_PARAM} value={linkSlug} /> : null}
        <label htmlFor="vz-help-q" className="vz-help-search__label">
          {t.searchLabel}
        </label>
        <div className="vz-help-search__row">
          <input
            id="vz-help-q"
            type="search"
            name="q"
            defaultValue={query}
            key={query}
            placeholder={t.searchPlaceholder}
            maxLength={100}
            className="vz-help-search__input"
            enterKeyHint="search"
          />
          <Button type="submit" color="pink.9" className="vz-help-touch" loading={searching}>
            {t.search}
          </Button>
        </div>
      </Form>
      {!articles ? (
        <LoadFailed onRetry={onRetry} />
      ) : (
        <section aria-busy={searching || undefined} aria-labelledby="vz-help-results">
          <h2 id="vz-help-results" className="vz-help-sr">
            {t.all}
          </h2>
          {articles.query ? (
            <p role="status" className="vz-help-muted">
              {articles.items.length > 0 ? format(t.found, { count: articles.items.length }) : format(t.nothingFound, { query: articles.query })}{' '}
              <Link to={generatePath('admin_help_list', adminParams(linkSlug))}>{t.all}</Link>
            </p>
          ) : articles.items.length === 0 ? (
            <p className="vz-help-muted">{t.empty}</p>
          ) : null}
          <ul className="vz-help-list">
            {articles.items.map((article) => (
              <li key={article.slug} className="vz-help-item">
                <h3 className="vz-help-item__title">
                  <Link to={generatePath('admin_help_article', { ...adminParams(linkSlug), article: article.slug })}>{article.title}</Link>
                </h3>
                <p className="vz-help-muted">{article.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="vz-help-contact">
        {t.contact} <Link to={generatePath('contact')}>{t.contactLink}</Link>
      </p>
    </div>
  );
}

/** One article: its text as paragraphs and lists, a way back to the list. */
export function HelpArticlePage({ linkSlug, article, notFound, onRetry }: { linkSlug: string | null; article: HelpArticle | null; notFound: boolean; onRetry: () => void }) {
  const back = (
    <p>
      <Link to={generatePath('admin_help_list', adminParams(linkSlug))}>← {t.back}</Link>
    </p>
  );
  if (!article) {
    return (
      <div className="vz-help">
        {notFound ? <p role="status">{t.notFound}</p> : <LoadFailed onRetry={onRetry} />}
        {back}
      </div>
    );
  }
  return (
    <article className="vz-help vz-help-article">
      <p className="vz-help-lead">{article.summary}</p>
      <ArticleBody body={article.body} />
      {back}
      <p className="vz-help-contact">
        {t.contact} <Link to={generatePath('contact')}>{t.contactLink}</Link>
      </p>
    </article>
  );
}
