import { Button, NativeSelect } from '@mantine/core';
import { Form, Link } from 'react-router';
import { CATEGORIES, CITIES, format, messages } from '@vizitas/shared';
import { formatPrice } from '~/lib/format';
import { FREE_VALUES, PAGE_SIZE, PARAM, PRICE_MAX_CHOICES, SORT_VALUES, type SearchState } from '~/features/search/model/search-params';

/**
 * The filters as a plain GET form: it works without JavaScript (the page moves the chosen
 * category and city into the path) and with the keyboard like any form.
 */
export function SearchFilters({
  category,
  city,
  state,
  action,
  resetHref,
  filtered,
}: {
  category: string;
  city: string;
  state: SearchState;
  action: string;
  resetHref: string;
  filtered: boolean;
}) {
  const f = messages.search.filters;
  return (
    <Form method="get" action={action} aria-label={f.title} className="vz-search-filters">
      <NativeSelect
        name={PARAM.category}
        label={f.category}
        defaultValue={category}
        data={CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))}
      />
      <NativeSelect
        name={PARAM.city}
        label={f.city}
        defaultValue={city}
        data={CITIES.map((c) => ({ value: c.slug, label: c.name }))}
      />
      <NativeSelect
        name={PARAM.free}
        label={f.free}
        defaultValue={state.free ? FREE_VALUES[state.free] : ''}
        data={[
          { value: '', label: f.freeAny },
          { value: FREE_VALUES.today, label: f.freeToday },
          { value: FREE_VALUES.week, label: f.freeWeek },
        ]}
      />
      <NativeSelect
        name={PARAM.priceMax}
        label={f.price}
        defaultValue={state.priceMax !== null ? String(state.priceMax) : ''}
        data={[
          { value: '', label: f.priceAny },
          ...PRICE_MAX_CHOICES.map((euros) => ({
            value: String(euros),
            label: format(f.priceUpTo, { price: formatPrice(euros * 100) }),
          })),
          ...(state.priceMax !== null && !(PRICE_MAX_CHOICES as readonly number[]).includes(state.priceMax)
            ? [{ value: String(state.priceMax), label: format(f.priceUpTo, { price: formatPrice(state.priceMax * 100) }) }]
            : []),
        ]}
      />
      <NativeSelect
        className="vz-search-filters__sort"
        name={PARAM.sort}
        label={f.sort}
        defaultValue={SORT_VALUES[state.sort]}
        data={[
          { value: SORT_VALUES.recommended, label: f.sortRecommended },
          { value: SORT_VALUES.rating, label: f.sortRating },
          { value: SORT_VALUES.price, label: f.sortPrice },
          { value: SORT_VALUES.soonest, label: f.sortSoonest },
        ]}
      />
      {state.pageSize !== PAGE_SIZE && <input type="hidden" name={PARAM.pageSize} value={state.pageSize} />}
      <div className="vz-search-filters__actions">
        <Button type="submit" radius="xl">
          {f.submit}
        </Button>
      </div>
      {filtered && (
        <Link to={resetHref} className="vz-search-filters__reset">
          {f.reset}
        </Link>
      )}
    </Form>
  );
}
