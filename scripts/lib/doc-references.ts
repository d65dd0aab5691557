import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

/**
 * What a document names that a reader will look for: files and folders (in backticks or as links) and code
 * identifiers (in backticks). `scripts/docs-paths.test.ts` fails when one of them is not in the repository.
 */
export interface DocReference {
  doc: string;
  line: number;
  kind: 'link' | 'path' | 'identifier';
  text: string;
}

/**
 * Names from outside the code that a doc may cite and no code of ours spells: Node's error codes, and photo
 * metadata tags our readers skip on purpose (docs/decisions/070). A new one is added here, in review.
 */
export const EXTERNAL_NAMES = [
  'ERR_INVALID_CHAR',
  'DateTime',
  'MetadataDate',
  'ModifyDate',
  'TimeCreated',
  'tIME',
];

/** Paths the docs may name that are made by a command, not kept in git. */
export const GENERATED_PATHS = ['client/dist', 'node_modules'];

const PATH_EXTENSIONS = /\.(ts|tsx|js|mjs|md|json|scss|css|html|yml|yaml|png|svg|heic|example|sh)$/;
const PATH_CHARS = /^[\w.-]+(\/[\w.-]+)*\/?$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\(\))?$/;

/** A code span names a file or folder: segments joined by `/`, or one file name with a known extension. */
export function isPathLike(text: string): boolean {
  if (!PATH_CHARS.test(text) || text.startsWith('.') || text.startsWith('/') || text.includes('...'))
    return false;
  return text.includes('/') || PATH_EXTENSIONS.test(text);
}

/**
 * A code span names an identifier a reader can grep for: a call (`apiCall()`), a PascalCase or camelCase name
 * (`TimelineStore`, `defineEndpoint`), a member of one (`TimelineStore.removePhotos`) or an upper-case constant
 * or variable with an underscore (`LOG_LEVEL`). Plain lower-case words (`access`, `created`) are left alone.
 */
export function isIdentifierLike(text: string): boolean {
  if (!IDENTIFIER.test(text) || isPathLike(text)) return false;
  if (text.endsWith('()')) return true;
  const name = text.replace(/\(\)$/, '');
  return /[a-z][A-Z]/.test(name) || /^[A-Z][a-z]/.test(name) || /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(name);
}

/** The references of one markdown document; fenced code blocks are examples and are not read. */
export function referencesIn(doc: string, markdown: string): DocReference[] {
  const found: DocReference[] = [];
  let fenced = false;
  markdown.split('\n').forEach((lineText, index) => {
    if (/^\s*```/.test(lineText)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const line = index + 1;
    const withoutCode = lineText.replace(/`[^`]*`/g, '``');
    for (const match of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1] ?? '';
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      found.push({ doc, line, kind: 'link', text: target.replace(/#.*$/, '') });
    }
    for (const match of lineText.matchAll(/`([^`]+)`/g)) {
      const text = (match[1] ?? '').trim();
      // `fixtures/src/services/<service>/service.ts`: the folder before the first placeholder must exist.
      const template = /^([\w.-]+(?:\/[\w.-]+)*\/)<[^>]+>/.exec(text);
      if (template?.[1]) found.push({ doc, line, kind: 'path', text: template[1] });
      else if (isPathLike(text)) found.push({ doc, line, kind: 'path', text });
      else if (isIdentifierLike(text)) found.push({ doc, line, kind: 'identifier', text });
    }
  });
  return found;
}

/** The files of the repository (tracked, and new ones not ignored), relative to `root`. */
export function repositoryFiles(root: string): string[] {
  const list = (args: string[]) =>
    execFileSync('git', ['ls-files', '-z', ...args], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
      .split('\0')
      .filter(Boolean);
  return [...new Set([...list([]), ...list(['--others', '--exclude-standard'])])];
}

/** Every directory that holds a file of the list, with a trailing slash. */
function directoriesOf(files: readonly string[]): Set<string> {
  const dirs = new Set<string>();
  for (const file of files) {
    let dir = dirname(file);
    while (dir !== '.' && !dirs.has(`${dir}/`)) {
      dirs.add(`${dir}/`);
      dir = dirname(dir);
    }
  }
  return dirs;
}

const SOURCE = /\.(ts|tsx|js|mjs|cjs|json|scss|css|html|yml|yaml|sh|example)$/;
/** Tests are not where a named helper lives: a name only a test uses does not count. */
const TEST = /\.(test|spec)\.tsx?$/;

/**
 * The words of the code: identifiers and the words inside string literals of every source file, read with the
 * TypeScript scanner so comments are not code (a name that only a comment mentions does not exist). Markdown is
 * not code, tests are not read (a name only a test uses does not count), nor are the files in `exclude`.
 */
export function codeWords(root: string, files: readonly string[], exclude: readonly string[]): Set<string> {
  const words = new Set<string>();
  const addWords = (text: string) => {
    for (const word of text.match(/[A-Za-z_$][\w$]*/g) ?? []) words.add(word);
  };
  for (const file of files) {
    if (
      !SOURCE.test(file) ||
      TEST.test(file) ||
      exclude.includes(file) ||
      file.endsWith('package-lock.json')
    ) {
      continue;
    }
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // listed but deleted in the work tree
    }
    if (!/\.(ts|tsx|js|mjs|cjs)$/.test(file)) {
      addWords(text);
      continue;
    }
    const variant = file.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
    const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, variant, text);
    for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
      if (token === ts.SyntaxKind.Identifier || token === ts.SyntaxKind.PrivateIdentifier) {
        words.add(scanner.getTokenText().replace(/^#/, ''));
      } else if (
        token === ts.SyntaxKind.StringLiteral ||
        token === ts.SyntaxKind.NoSubstitutionTemplateLiteral ||
        token === ts.SyntaxKind.TemplateHead ||
        token === ts.SyntaxKind.JsxText
      ) {
        addWords(scanner.getTokenValue());
      } else if (token >= ts.SyntaxKind.FirstKeyword && token <= ts.SyntaxKind.LastKeyword) {
        words.add(scanner.getTokenText());
      }
    }
  }
  return words;
}

export interface Repository {
  root: string;
  files: ReadonlySet<string>;
  directories: ReadonlySet<string>;
  words: ReadonlySet<string>;
}

export function readRepository(root: string, exclude: readonly string[]): Repository {
  const files = repositoryFiles(root);
  return {
    root,
    files: new Set(files),
    directories: directoriesOf(files),
    words: codeWords(root, files, exclude),
  };
}

function pathExists(repo: Repository, path: string): boolean {
  const clean = normalize(path).replace(/\/$/, '');
  if (clean.startsWith('..')) return false;
  if (GENERATED_PATHS.some((g) => clean === g || clean.startsWith(`${g}/`))) return true;
  return repo.files.has(clean) || repo.directories.has(`${clean}/`);
}

/**
 * Whether a reference is in the repository. A link resolves against its document's folder. A path in backticks is
 * read from the repository root, from the document's folder, or as the tail of a real path on whole segments
 * (`platform/api/server-time.ts` inside client/src, `ui/photos/` inside client/src). An identifier must be a word
 * of the code (every part of a dotted name).
 */
export function exists(repo: Repository, ref: DocReference): boolean {
  const docDir = dirname(ref.doc);
  if (ref.kind === 'link') return pathExists(repo, join(docDir, ref.text));
  if (ref.kind === 'path') {
    if (pathExists(repo, ref.text) || pathExists(repo, join(docDir, ref.text))) return true;
    const tail = `/${normalize(ref.text).replace(/\/$/, '')}`;
    for (const file of repo.files) if (file.endsWith(tail)) return true;
    for (const dir of repo.directories) if (dir.endsWith(`${tail}/`)) return true;
    return false;
  }
  if (EXTERNAL_NAMES.includes(ref.text)) return true;
  return ref.text
    .replace(/\(\)$/, '')
    .split('.')
    .every((part) => repo.words.has(part));
}

/** The references of the given documents that are not in the repository. */
export function missingReferences(repo: Repository, docs: readonly string[]): DocReference[] {
  return docs.flatMap((doc) =>
    referencesIn(doc, readFileSync(join(repo.root, doc), 'utf8')).filter((ref) => !exists(repo, ref)),
  );
}
