import { readFileSync } from 'node:fs';
import { type ZodType, z } from 'zod';

/** Reads and validates a JSON data file at start-up; the error names the file and the first problem. */
export function readJsonFile<T>(path: string, schema: ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new Error(`${path} is not valid${where}: ${issue?.message ?? z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
