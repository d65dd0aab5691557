/**
 * Extracts every message (id + en-GB defaultMessage) declared with defineMessages/defineMessage in client/src.
 * The en-GB catalogue (client/public/locales/en-GB.json) must equal this set; a unit test checks it.
 *
 *   npx tsx client/tools/extract-messages.ts          # prints what differs, exit 1 when out of date
 *   npx tsx client/tools/extract-messages.ts --write  # rewrites en-GB.json
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const CLIENT_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
export const SOURCE_DIR = join(CLIENT_DIR, 'src');
export const LOCALES_DIR = join(CLIENT_DIR, 'public', 'locales');

export interface ExtractedMessage {
  id: string;
  defaultMessage: string;
  file: string;
}

function literalText(node: ts.Expression | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  return undefined;
}

function readDescriptor(node: ts.Expression, file: string): ExtractedMessage {
  if (!ts.isObjectLiteralExpression(node)) throw new Error(`${file}: a message must be an object literal`);
  const fields: Record<string, string | undefined> = {};
  for (const prop of node.properties) {
    if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name)) {
      fields[prop.name.text] = literalText(prop.initializer);
    }
  }
  const { id, defaultMessage } = fields;
  if (!id || defaultMessage === undefined) {
    throw new Error(`${file}: every message needs a literal id and defaultMessage`);
  }
  return { id, defaultMessage, file };
}

/** Messages declared in one source text. */
export function extractFromSource(file: string, text: string): ExtractedMessage[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ExtractedMessage[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const [arg] = node.arguments;
      if (node.expression.text === 'defineMessages' && arg && ts.isObjectLiteralExpression(arg)) {
        for (const prop of arg.properties) {
          if (ts.isPropertyAssignment(prop)) found.push(readDescriptor(prop.initializer, file));
        }
      } else if (node.expression.text === 'defineMessage' && arg) {
        found.push(readDescriptor(arg, file));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every message of client/src, sorted by id. Throws when one id has two different default texts. */
export function extractCatalogue(dir: string = SOURCE_DIR): Record<string, string> {
  const byId = new Map<string, ExtractedMessage>();
  for (const file of sourceFiles(dir)) {
    for (const message of extractFromSource(relative(CLIENT_DIR, file), readFileSync(file, 'utf8'))) {
      const seen = byId.get(message.id);
      if (seen && seen.defaultMessage !== message.defaultMessage) {
        throw new Error(`Message id ${message.id} has two texts (${seen.file}, ${message.file})`);
      }
      byId.set(message.id, message);
    }
  }
  return Object.fromEntries([...byId.keys()].sort().map((id) => [id, byId.get(id)?.defaultMessage ?? '']));
}

function main(): void {
  const catalogue = extractCatalogue();
  const target = join(LOCALES_DIR, 'en-GB.json');
  const next = `${JSON.stringify(catalogue, null, 2)}\n`;
  if (process.argv.includes('--write')) {
    writeFileSync(target, next);
    console.log(`Wrote ${Object.keys(catalogue).length} messages to ${relative(process.cwd(), target)}`);
    return;
  }
  if (readFileSync(target, 'utf8') !== next) {
    console.error('en-GB.json is out of date: run with --write');
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
