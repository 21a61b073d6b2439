import { useEffect, useState } from 'react';
import { isValidSlug } from '@vizitas/shared/slug';
import { checkSlug } from '~/features/business-registration/api/check-slug';

export type SlugCheckState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'available' }
  | { kind: 'taken'; suggestion: string };

/** How long the slug must stay unchanged before it is checked. */
const DEBOUNCE_MS = 350;

/**
 * Whether the slug in the field is free, asked once the person stops typing. A malformed slug is
 * not asked about (the form's own check names the problem); a failed call shows nothing — the
 * registration itself answers 409 `slug_taken` if it comes to that.
 */
export function useSlugCheck(slug: string): SlugCheckState {
  const [state, setState] = useState<SlugCheckState>({ kind: 'idle' });
  useEffect(() => {
    if (!isValidSlug(slug)) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'checking' });
    const timer = setTimeout(() => {
      checkSlug(slug, { signal: controller.signal })
        .then((answer) => {
          if (answer.slug !== slug) return;
          setState(answer.available ? { kind: 'available' } : { kind: 'taken', suggestion: answer.suggestion });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ kind: 'idle' });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug]);
  return state;
}
