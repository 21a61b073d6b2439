import { Alert, Button, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { format, formatPhone, generatePath, messages } from '@vizitas/shared';
import type { AdminClient } from '@vizitas/shared/schemas/admin/clients';
import { errorMessage } from '~/lib/api/api-client';
import { useClients, type AdminClientPage } from '~/features/admin-clients/api/get-clients';
import { formatClientShortDate, telHref } from '~/features/admin-clients/model/client-format';
import { parseClientSearch, searchToParams, SEARCH_MAX_LENGTH, type ClientSearch } from '~/features/admin-clients/model/client-search';
import './admin-clients.css';

const t = messages.adminClients;

export interface ClientListPageProps {
  /** The `?verslas=` slug of the page (null: the member's first business). */
  business: string | null;
  /** What the server rendered: its search and answer (null when it failed). */
  initial: { search: ClientSearch; page: AdminClientPage | null };
}

function cardHref(business: string | null, userId: string): string {
  return generatePath('admin_client_card', business ? { id: userId, slug: business } : { id: userId });
}

function ClientRow({ client, business }: { client: AdminClient; business: string | null }) {
  const name = client.name.trim() || '—';
  return (
    <li className="vz-ac-row">
      <div className="vz-ac-row__who">
        <p className="vz-ac-row__name">
          {client.userId ? (
            <Link to={cardHref(business, client.userId)} aria-label={`${name}: ${t.openCard}`}>
              {name}
            </Link>
          ) : (
            <span>{name}</span>
          )}
        </p>
        <p className="vz-ac-badges">
          {client.blocked ? <span className="vz-ac-badge vz-ac-badge--blocked">{t.blocked}</span> : null}
          {client.hasCard ? <span className="vz-ac-badge">{t.hasCard}</span> : null}
          {client.userId ? null : (
            <span className="vz-ac-badge vz-ac-badge--walk-in" title={t.walkInHint}>
              {t.walkIn}
            </span>
          )}
        </p>
      </div>
      <div className="vz-ac-row__contacts">
        {client.phone ? (
          <a href={telHref(client.phone)} aria-label={`${t.phone}: ${formatPhone(client.phone)}`}>
            {formatPhone(client.phone)}
          </a>
        ) : null}
        {client.email ? (
          <a href={`mailto:${client.email}`} className="vz-ac-row__email" aria-label={`${t.email}: ${client.email}`}>
            {client.email}
          </a>
        ) : null}
      </div>
      <div className="vz-ac-row__visits">
        <span>{format(t.visits, { count: client.visitCount })}</span>
        <span className="vz-ac-muted">
          {client.lastVisitAt ? format(t.lastVisit, { date: formatClientShortDate(client.lastVisitAt) }) : t.noVisitYet}
        </span>
        {client.nextVisitAt ? <span className="vz-ac-muted">{format(t.nextVisit, { date: formatClientShortDate(client.nextVisitAt) })}</span> : null}
      </div>
    </li>
  );
}

/**
 * `/administratorius/klientai`: the business's clients (account and walk-in), the latest visit
 * first, searched by name, phone or e-mail; the search and the page live in the URL. The server
 * renders the first answer; the browser fetches the next ones.
 */
export function ClientListPage({ business, initial }: ClientListPageProps) {
  const [params, setParams] = useSearchParams();
  const search = parseClientSearch(params);
  const rendered = search.q === initial.search.q && search.page === initial.search.page;
  const result = useClients(business, search, rendered ? (initial.page ?? undefined) : undefined);
  const [text, setText] = useState(search.q);
  useEffect(() => setText(search.q), [search.q]);

  const go = (next: ClientSearch) => setParams(searchToParams(next, params), { preventScrollReset: true });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ q: text.trim(), page: 1 });
  };
  const pageLink = (page: number) => `?${searchToParams({ ...search, page }, params).toString()}`;

  const page = result.data;
  const first = page && page.total > 0 ? (search.page - 1) * page.pageSize + 1 : 0;
  const last = page ? first + page.items.length - 1 : 0;
  return (
    <div className="vz-ac">
      <header className="vz-ac-header">
        <h1 className="vz-admin-page__title">{t.listTitle}</h1>
        <p className="vz-ac-muted">{t.listIntro}</p>
      </header>
      <form className="vz-ac-search" role="search" onSubmit={submit}>
        <TextInput
          className="vz-ac-search__field"
          type="search"
          name="q"
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.currentTarget.value)}
          autoComplete="off"
        />
        <div className="vz-ac-search__buttons">
          <Button type="submit" className="vz-ac-touch">
            {t.search}
          </Button>
          {search.q ? (
            <Button type="button" variant="default" className="vz-ac-touch" onClick={() => go({ q: '', page: 1 })}>
              {t.clearSearch}
            </Button>
          ) : null}
        </div>
      </form>

      <section className="vz-ac-section" aria-labelledby="vz-ac-results" aria-busy={result.isFetching}>
        <h2 className="vz-ac-section__title" id="vz-ac-results">
          {page ? format(t.count, { count: page.total }) : t.listTitle}
        </h2>
        {result.isError ? (
          <Alert color="red" role="alert" className="vz-ac-alert">
            <p>{errorMessage(result.error) === messages.errors.internal_error ? t.loadError : errorMessage(result.error)}</p>
            <Button variant="white" color="red" mt="xs" className="vz-ac-touch" onClick={() => void result.refetch()}>
              {t.retry}
            </Button>
          </Alert>
        ) : null}
        {!page && result.isPending && !result.isError ? (
          <p className="vz-ac-muted" role="status">
            {t.loading}
          </p>
        ) : null}
        {page && page.items.length === 0 && !result.isError ? (
          <p className="vz-ac-muted" role="status">
            {search.q ? format(t.noResults, { q: search.q }) : t.empty}
          </p>
        ) : null}
        {page && page.items.length > 0 ? (
          <ul className="vz-ac-list" data-stale={result.isPlaceholderData ? 'true' : undefined}>
            {page.items.map((client) => (
              <ClientRow key={client.userId ?? `walk-in:${client.name}:${client.phone ?? ''}`} client={client} business={business} />
            ))}
          </ul>
        ) : null}
        {page && page.total > page.pageSize ? (
          <nav className="vz-ac-pages" aria-label={t.pagination}>
            {search.page > 1 ? (
              <Link className="vz-ac-pages__link" to={pageLink(search.page - 1)} preventScrollReset>
                {t.previous}
              </Link>
            ) : (
              <span />
            )}
            <span className="vz-ac-muted">{page.items.length > 0 ? format(t.range, { from: first, to: last, total: page.total }) : null}</span>
            {last < page.total && page.items.length > 0 ? (
              <Link className="vz-ac-pages__link" to={pageLink(search.page + 1)} preventScrollReset>
                {t.next}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
