import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { sendGatewayError } from '../http/gateway-error';
import { anyQuery, errorResponses, HOOK_RESPONSES, noBody, paramsOf } from '../http/route-schemas';
import { acceptedEncodings, type Encoding } from '../proxy/compression';

/** Hashed build files are never changed under their name: cached for a year by browsers and by this copy. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The content types of what the build writes to assets/: its scripts and styles, and the images and fonts a
 * module or a style may import. Any other name (a source map, a .br twin) is a 404.
 */
const TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
};

/** One path segment: letters, digits, `_`, `-` and single dots between them, and a type the build writes. */
const ASSET_NAME = /^[\w-]+(?:\.[\w-]+)*\.([a-z0-9]+)$/;

/** A build file as sent: its bytes as built and its build-compressed twins, each with its own strong ETag. */
interface AssetFile {
  type: string;
  variants: { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
  etags: Record<Encoding | 'identity', string>;
}

const TWIN_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

async function readIfThere(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}

async function loadAsset(assetsDir: string, name: string, type: string): Promise<AssetFile | null> {
  const path = join(assetsDir, name);
  const [identity, br, gzip] = await Promise.all([
    readIfThere(path),
    readIfThere(path + TWIN_SUFFIX.br),
    readIfThere(path + TWIN_SUFFIX.gzip),
  ]);
  if (identity === undefined) return null;
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return {
    type,
    variants: { identity, ...(br && { br }), ...(gzip && { gzip }) },
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
  };
}

export interface AssetFiles {
  get(name: string): Promise<AssetFile | null>;
  /** Whether `name` is a build file already read and held in memory (sending it again costs no disk read). */
  holds(name: string): boolean;
}

/**
 * The files under `dir` whose name `typeOf` gives a content type (any other name is null), read once with their
 * twins and then held in memory. A name that is not there is not remembered: a file written later is read then.
 */
export function createHeldFiles(dir: string, typeOf: (name: string) => string | undefined): AssetFiles {
  const files = new Map<string, Promise<AssetFile | null>>();
  const held = new Set<string>();
  return {
    holds: (name) => held.has(name),
    get(name) {
      const type = typeOf(name);
      if (type === undefined) return Promise.resolve(null);
      let file = files.get(name);
      if (file === undefined) {
        file = loadAsset(dir, name, type);
        files.set(name, file);
        const forget = () => files.delete(name);
        file.then((loaded) => {
          if (loaded === null) forget();
          else held.add(name);
        }, forget);
      }
      return file;
    },
  };
}

/**
 * The build's files under `assetsDir`, read once and then sent from memory. Their names carry a hash of their
 * content, so what is read stays true for the life of the process. A name that is not there is not remembered:
 * a build made after start-up is served. What is held is bounded by the build's own size.
 */
export function createAssetFiles(assetsDir: string): AssetFiles {
  return createHeldFiles(assetsDir, (name) => TYPES[ASSET_NAME.exec(name)?.[1] ?? '']);
}

/**
 * Sends a held file: the first twin the browser accepts (brotli, then gzip, q-values honoured), else the file as
 * built, with that variant's strong ETag (304 when the If-None-Match names it) and `Vary: Accept-Encoding`.
 */
export function sendHeldFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: AssetFile,
  cacheControl: string,
): FastifyReply {
  const encoding = acceptedEncodings(request.headers['accept-encoding']).find(
    (accepted) => file.variants[accepted] !== undefined,
  );
  const etag = file.etags[encoding ?? 'identity'];
  reply
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
    .header('etag', etag)
    .type(file.type);
  if (encoding !== undefined) reply.header('content-encoding', encoding);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(file.variants[encoding ?? 'identity']);
}

const ASSETS_PREFIX = '/assets/';

/** The file name a request URL asks for under /assets/ (its query aside), or null for any other path. */
export function assetNameOf(url: string): string | null {
  if (!url.startsWith(ASSETS_PREFIX)) return null;
  const name = (url.split('?', 1)[0] ?? '').slice(ASSETS_PREFIX.length);
  return name === '' || name.includes('/') ? null : name;
}

/** Whether an If-None-Match header names `etag` (or is `*`); weak and strong forms compare equal, as for GET. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

const ASSET_SCHEMA = {
  params: paramsOf(['file']),
  querystring: anyQuery('not read'),
  response: {
    200: {
      description: 'the build file (JS, CSS, …), its brotli or gzip twin when the browser takes one',
      content: { '*/*': { schema: { type: 'string' } } },
    },
    304: noBody('not modified: the If-None-Match names the ETag of what would be sent'),
    ...HOOK_RESPONSES,
    ...errorResponses(404),
  },
};

/**
 * `GET /assets/<name>`: the build's hashed files (decision 384), immutable, from memory once read, with the
 * build's `.br` or `.gz` twin to a browser that accepts it (Vary: Accept-Encoding). Source maps and anything
 * else the build does not publish are a 404 (JSON, never the index).
 */
export const assetRoute: FastifyPluginCallback<{ files: AssetFiles }> = (app, { files }, done) => {
  app.get<{ Params: { file: string } }>('/assets/:file', { schema: ASSET_SCHEMA }, async (request, reply) => {
    const file = await files.get(request.params.file);
    if (file === null) return sendGatewayError(reply, 404);
    return sendHeldFile(request, reply, file, IMMUTABLE_CACHE);
  });
  done();
};
