import { format, messages } from '@vizitas/shared';
import { operatorHelpArticles } from '@vizitas/shared/api/operator/help-articles';
import { HelpEditorPage } from '~/features/operator-help/components/help-editor-page';
import type { Route } from './+types/help';

/** `/operatorius/pagalba` (operator_help): the help articles as the operator edits them. */
export async function loader({ context }: Route.LoaderArgs) {
  const help = await context.call(operatorHelpArticles);
  return { help: help.ok ? help.data : null };
}

export function meta() {
  return [
    { title: format(messages.operatorNav.metaTitle, { page: messages.operatorHelp.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OperatorHelp({ loaderData }: Route.ComponentProps) {
  return <HelpEditorPage help={loaderData.help} />;
}
