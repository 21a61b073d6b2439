import { useState } from 'react';
import { CATEGORIES, CITIES, format, generatePath, messages } from '@vizitas/shared';

/** The navbar's search dropdown: choose a city (the panel stays open), then a category link. */
export function SearchMenu() {
  const [citySlug, setCitySlug] = useState<string>(CITIES[0].slug);
  const city = CITIES.find((c) => c.slug === citySlug) ?? CITIES[0];
  return (
    <div className="vz-search-menu">
      <p className="vz-menu-label" id="vz-search-menu-city">
        {messages.home.search.city}
      </p>
      <div className="vz-search-menu__cities" role="group" aria-labelledby="vz-search-menu-city">
        {CITIES.map((c) => (
          <button
            key={c.slug}
            type="button"
            className="vz-chip"
            aria-pressed={c.slug === city.slug}
            onClick={() => setCitySlug(c.slug)}
          >
            {c.name}
          </button>
        ))}
      </div>
      <p className="vz-menu-label">{messages.home.search.category}</p>
      <ul className="vz-search-menu__categories">
        {CATEGORIES.map((category) => {
          const title = format(messages.search.title, { category: category.name, city: city.locative });
          return (
            <li key={category.slug}>
              <a className="vz-menu-item" href={generatePath('search', { area: category.slug, location: city.slug })} aria-label={title}>
                {category.name}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
