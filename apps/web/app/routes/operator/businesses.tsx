import { format, messages } from '@vizitas/shared';
import { operatorBusinesses } from '@vizitas/shared/api/operator/businesses';
import { PipelinePage } from '~/features/operator-pipeline/components/pipeline-page';
import { parsePipelineSearch, pipelineQuery, searchToParams } from '~/features/operator-pipeline/model/pipeline-search';
import type { Route } from './+types/businesses';

/** `/operatorius/verslai` (operator_businesses): the pipeline for the address's filters. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const search = parsePipelineSearch(url.searchParams);
  const answer = await context.call(operatorBusinesses, { query: pipelineQuery(search) });
  return { search, pipeline: answer.ok ? answer.data : null, key: searchToParams(search).toString() };
}

export function meta() {
  return [
    { title: format(messages.operatorNav.metaTitle, { page: messages.operatorPipeline.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OperatorBusinesses({ loaderData }: Route.ComponentProps) {
  return <PipelinePage key={loaderData.key} search={loaderData.search} pipeline={loaderData.pipeline} />;
}
