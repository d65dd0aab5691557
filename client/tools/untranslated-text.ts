/**
 * Finds user-visible text written straight into JSX instead of through a message: JSX text with a letter in it,
 * and string literals (or literal templates) in the attributes a user sees or hears (aria-label, alt, title,
 * placeholder, label, aria-description). Every such text must be a `defineMessages` entry, so it reaches
 * en-GB.json and every locale; the catalogue test fails on any finding.
 *
 *   npx tsx client/tools/untranslated-text.ts   # lists the findings, exit 1 when there are any
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { CLIENT_DIR, SOURCE_DIR } from './extract-messages';

const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-description',
]);
const LETTER = /\p{L}/u;
/** The developer tools (the feature-flag switch, shown only with the FeatureFlagControl flag) are not translated. */
const DEVELOPER_ONLY = 'src/app/dev/';

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Untranslated texts of one TSX source. */
export function findUntranslated(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const add = (node: ts.Node, value: string) =>
    found.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: value.trim(),
    });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) add(node, node.text);
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && VISIBLE_ATTRIBUTES.has(node.name.text)) {
      const init = node.initializer;
      const literal =
        init && ts.isStringLiteral(init)
          ? init
          : init && ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
            ? init.expression
            : undefined;
      if (literal && LETTER.test(literal.text)) add(node, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Every untranslated text of client/src (tests and test helpers left out). */
export function findAllUntranslated(dir: string = SOURCE_DIR): Finding[] {
  return tsxFiles(dir)
    .map((file) => relative(CLIENT_DIR, file))
    .filter((file) => !file.startsWith(DEVELOPER_ONLY))
    .flatMap((file) => findUntranslated(file, readFileSync(join(CLIENT_DIR, file), 'utf8')));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const findings = findAllUntranslated();
  for (const f of findings) console.error(`${f.file}:${f.line}  ${JSON.stringify(f.text)}`);
  if (findings.length > 0) process.exitCode = 1;
}
