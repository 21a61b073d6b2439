import { Link } from 'react-router';
import { format, messages } from '@vizitas/shared';

export interface PageLink {
  page: number;
  href: string;
}

/** Page numbers to show: the first, the last and two around the current one, gaps as null. */
export function visiblePages(current: number, count: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= count; page++) {
    if (page === 1 || page === count || Math.abs(page - current) <= 1) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/** Server-side pages as plain links (they work without JavaScript). */
export function SearchPagination({
  current,
  count,
  hrefOf,
}: {
  current: number;
  count: number;
  hrefOf: (page: number) => string;
}) {
  if (count <= 1) return null;
  return (
    <nav aria-label={messages.search.pagination.label} className="vz-pagination">
      <p className="vz-visually-hidden">{format(messages.search.pagination.summary, { page: current, pages: count })}</p>
      <ul>
        <li>
          {current > 1 ? (
            <Link to={hrefOf(current - 1)} rel="prev" className="vz-pagination__step">
              <span aria-hidden="true">‹ </span>
              {messages.search.pagination.previous}
            </Link>
          ) : null}
        </li>
        {visiblePages(current, count).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="vz-pagination__gap">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={hrefOf(page)}
                className="vz-pagination__page"
                aria-current={page === current ? 'page' : undefined}
                aria-label={format(messages.search.pagination.page, { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < count ? (
            <Link to={hrefOf(current + 1)} rel="next" className="vz-pagination__step">
              {messages.search.pagination.next}
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
