import { type ZodType, z } from 'zod';
import { GatewayError } from '#contracts/errors';

/** A JSON Schema as Fastify takes it for a route part or a response. */
export type JsonSchema = Record<string, unknown>;

/** A contract's JSON Schema, in the draft (07) that Fastify's Ajv and fast-json-stringify read. */
export function jsonSchemaOf(schema: ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _dialect, ...body } = z.toJSONSchema(schema, { target: 'draft-7', io });
  return body;
}

/** Every error the gateway answers itself: `{error, correlationId}`. */
export const GATEWAY_ERROR: JsonSchema = jsonSchemaOf(GatewayError);

/** `GATEWAY_ERROR` for each status. */
export function errorResponses(...statuses: number[]): Record<number, JsonSchema> {
  return Object.fromEntries(statuses.map((status) => [status, GATEWAY_ERROR]));
}

/** An answer without a body (the status and headers say it all). */
export function noBody(description: string): JsonSchema {
  return { description, type: 'null' };
}

const MOVED_HOST = noBody('an old host: Location is the same path on the new brand host');

/**
 * What every route can answer from the gateway's own hooks: 301 for an old host (Location: the new brand's
 * canonical host), 404 for a WebSocket upgrade anywhere but /push, 500 when something fails unexpectedly.
 */
export const HOOK_RESPONSES: Record<number, JsonSchema> = { 301: MOVED_HOST, ...errorResponses(404, 500) };

/** The same for the one route that takes WebSocket upgrades. */
export const UPGRADE_ROUTE_HOOK_RESPONSES: Record<number, JsonSchema> = {
  301: MOVED_HOST,
  ...errorResponses(500),
};

/** A query value as Fastify parses it: a string, or a list of strings when the key repeats. */
const QUERY_VALUE: JsonSchema = {
  anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
};

/** A query the route accepts whatever it holds: `description` says who reads it (or that nobody does). */
export function anyQuery(description: string): JsonSchema {
  return { description, type: 'object', additionalProperties: QUERY_VALUE };
}

/** Path parameters, each a string: `paramsOf([])` for a path without any. */
export function paramsOf(names: readonly string[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
    required: [...names],
    additionalProperties: false,
  };
}

/** The parameter names of a route path: `:name` segments and a trailing `*`. */
export function paramNamesOf(path: string): string[] {
  return path
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? [segment.slice(1)] : segment === '*' ? ['*'] : []));
}
