/**
 * A help article's text as blocks to render (never as HTML): paragraphs split by a blank line; a
 * run of lines starting `1. `, `2. `… a numbered list; a run of lines starting `- ` a bullet list.
 */
export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'steps'; items: string[] }
  | { kind: 'bullets'; items: string[] };

const STEP = /^\d+\.\s+/;
const BULLET = /^[-–•]\s+/;

export function articleBlocks(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const kind = STEP.test(line) ? 'steps' : BULLET.test(line) ? 'bullets' : null;
    if (!kind) {
      paragraph.push(line);
      continue;
    }
    flush();
    const item = line.replace(kind === 'steps' ? STEP : BULLET, '');
    const last = blocks.at(-1);
    if (last && last.kind === kind) last.items.push(item);
    else blocks.push({ kind, items: [item] });
  }
  flush();
  return blocks;
}
