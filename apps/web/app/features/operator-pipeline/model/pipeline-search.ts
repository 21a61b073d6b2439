/**
 * The pipeline's filters in the page's address, in Lithuanian (`?etapas=registered&miestas=vilnius
 * &kategorija=kirpejai&planas=free&q=…&puslapis=2`), and the API query they become. An unknown
 * value is dropped, never sent: the page shows everything rather than an error.
 */
import { isCategorySlug, isCitySlug, type CategorySlug, type CitySlug } from '@vizitas/shared';
import { PIPELINE_STAGES, type PipelineQuery, type PipelineStage } from '@vizitas/shared/schemas/operator-pipeline';

export interface PipelineSearch {
  stage: PipelineStage | null;
  city: CitySlug | null;
  category: CategorySlug | null;
  plan: 'free' | 'premium' | null;
  q: string;
  page: number;
}

export const SEARCH_MAX_LENGTH = 100;

const PARAM = { stage: 'etapas', city: 'miestas', category: 'kategorija', plan: 'planas', q: 'q', page: 'puslapis' } as const;

function isStage(value: string | null): value is PipelineStage {
  return value !== null && (PIPELINE_STAGES as readonly string[]).includes(value);
}

export function parsePipelineSearch(params: URLSearchParams): PipelineSearch {
  const stage = params.get(PARAM.stage);
  const city = params.get(PARAM.city);
  const category = params.get(PARAM.category);
  const plan = params.get(PARAM.plan);
  const page = Number(params.get(PARAM.page) ?? '1');
  return {
    stage: isStage(stage) ? stage : null,
    city: isCitySlug(city) ? city : null,
    category: isCategorySlug(category) ? category : null,
    plan: plan === 'free' || plan === 'premium' ? plan : null,
    q: (params.get(PARAM.q) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The API's query of a search (what is empty stays out). */
export function pipelineQuery(search: PipelineSearch): Partial<PipelineQuery> {
  return {
    ...(search.stage ? { stage: search.stage } : {}),
    ...(search.city ? { city: search.city } : {}),
    ...(search.category ? { category: search.category } : {}),
    ...(search.plan ? { plan: search.plan } : {}),
    ...(search.q ? { q: search.q } : {}),
    ...(search.page > 1 ? { page: search.page } : {}),
  };
}

/** The page's address query of a search (what is empty stays out), e.g. for the pages' links. */
export function searchToParams(search: PipelineSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.stage) params.set(PARAM.stage, search.stage);
  if (search.city) params.set(PARAM.city, search.city);
  if (search.category) params.set(PARAM.category, search.category);
  if (search.plan) params.set(PARAM.plan, search.plan);
  if (search.q) params.set(PARAM.q, search.q);
  if (search.page > 1) params.set(PARAM.page, String(search.page));
  return params;
}
