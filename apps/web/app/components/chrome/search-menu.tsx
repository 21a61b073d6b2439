import { CATEGORIES, CITIES, format, generatePath, messages } from '@vizitas/shared';

/** The search link of a category in a city, and its accessible name ("Kirpėjai Vilniuje"). */
export function searchLink(categorySlug: string, categoryName: string, city: (typeof CITIES)[number]) {
  return {
    href: generatePath('search', { area: categorySlug, location: city.slug }),
    label: format(messages.search.title, { category: categoryName, city: city.locative }),
  };
}

/** The first city's category links: the same on every page, so made once. */
let firstCityLinks: Array<{ slug: string; name: string; href: string; label: string }> | undefined;
function linksOfFirstCity() {
  firstCityLinks ??= CATEGORIES.map((category) => ({
    slug: category.slug,
    name: category.name,
    ...searchLink(category.slug, category.name, CITIES[0]),
  }));
  return firstCityLinks;
}

/**
 * The navbar's search dropdown: choose a city (the panel stays open), then a category. Rendered
 * for the first city; the chrome runtime switches the links when another city is chosen.
 */
export function SearchMenu() {
  const city = CITIES[0];
  return (
    <div className="vz-search-menu" data-search-menu>
      <div>
        <p className="vz-menu-label">{messages.home.search.city}</p>
        <div className="vz-search-menu__cities">
          {CITIES.map((c) => (
            <button key={c.slug} type="button" className="vz-chip" aria-pressed={c.slug === city.slug} data-city={c.slug}>
              {c.name}
            </button>
          ))}
        </div>
      </div>
      <div>
        <p className="vz-menu-label">{messages.home.search.category}</p>
        <ul className="vz-search-menu__categories">
          {linksOfFirstCity().map((link) => (
            <li key={link.slug}>
              <a
                className="vz-menu-item"
                href={link.href}
                aria-label={link.label}
                data-category={link.slug}
                data-category-name={link.name}
              >
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
