/**
 * Lists the functions longer than a limit (80 lines by default) in the product's source: every
 * function declaration, function expression, arrow function, method and accessor of the `.ts` and
 * `.tsx` files under `apps/` and `packages/`, tests and generated files left out. A function inside
 * a long one is counted on its own too. Used for the tidying notes (issue 31): run it on two commits
 * to compare.
 *
 *   npx tsx tools/long-functions.ts            # the count and the list, longest first
 *   npx tsx tools/long-functions.ts --limit 60
 *   npx tsx tools/long-functions.ts --root /some/checkout
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

const SKIPPED_DIRECTORIES = new Set(['node_modules', 'build', 'dist', '.react-router', 'coverage']);

function sourceFiles(directory: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory)) {
    if (SKIPPED_DIRECTORIES.has(entry) || entry.startsWith('.')) continue;
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry) && !/\.(test|spec|d)\.tsx?$/.test(entry)) found.push(full);
  }
  return found;
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText(source).slice(0, 40)})`;
  return '(anonymous)';
}

export function longFunctions(root: string, limit: number): LongFunction[] {
  const found: LongFunction[] = [];
  const files = ['apps', 'packages'].flatMap((top) => sourceFiles(path.join(root, top)));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = end - start + 1;
        if (lines > limit) found.push({ file: path.relative(root, file), line: start + 1, name: nameOf(node, source), lines });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort((a, b) => b.lines - a.lines);
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const root = path.resolve(option('--root') ?? '.');
const limit = Number(option('--limit') ?? 80);
const found = longFunctions(root, limit);
console.log(`${found.length} functions over ${limit} lines`);
for (const entry of found) console.log(`${String(entry.lines).padStart(5)}  ${entry.file}:${entry.line}  ${entry.name}`);
