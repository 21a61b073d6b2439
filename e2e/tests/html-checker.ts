import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The Nu HTML Checker (the `vnu-jar` package, run on Java) over server HTML. Every document
 * is written to a file and all of them go to one Java process: the checker's start-up costs
 * seconds, a document milliseconds.
 */

export interface HtmlDocument {
  /** What the document is (its URL), shown beside each error. */
  readonly name: string;
  readonly html: string;
}

export interface HtmlError {
  readonly document: string;
  readonly line?: number;
  readonly message: string;
  readonly extract?: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const run = promisify(execFile);
// The package's main export is the jar's path (a String object).
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** Errors of the documents (warnings and notes are not errors); empty when all are valid. */
export async function checkHtml(documents: readonly HtmlDocument[]): Promise<HtmlError[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vizitas-vnu-'));
  try {
    const byFile = new Map<string, string>();
    const files = await Promise.all(
      documents.map(async (document, index) => {
        const file = path.join(dir, `${index}.html`);
        byFile.set(`file:${file}`, document.name);
        await writeFile(file, document.html);
        return file;
      }),
    );
    const java = process.env.JAVA ?? 'java';
    const { stdout, stderr } = await run(
      java,
      ['-Xss1024k', '-jar', vnuJar, '--errors-only', '--exit-zero-always', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    // The checker writes its JSON report to standard error.
    const report = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    return report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => ({
        document: byFile.get(message.url ?? '') ?? message.url ?? '?',
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
