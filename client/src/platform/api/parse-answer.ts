import { z } from 'zod';
import { nextTask } from './next-task';

/**
 * Items parsed per task: at 4x CPU one order takes ~2 ms; 10 keep a slice (with the first slice's schema build
 * and a busy machine's slack) under a 50 ms long task, where 20 made 40–60 ms slices (decision 310).
 */
export const ITEMS_PER_SLICE = 10;

/**
 * The list of a page answer (`{ items: [...], ... }`) when it can be parsed an item at a time with the same
 * result as the whole answer at once: the page object and its items array have no checks of their own (refine,
 * min, max…), so the page is its other fields plus each item parsed on its own. Otherwise null.
 */
function listOf(
  schema: z.ZodType,
  json: unknown,
): { page: z.ZodObject; item: z.ZodType; items: unknown[] } | null {
  if (!(schema instanceof z.ZodObject) || (schema.def.checks?.length ?? 0) > 0) return null;
  const items = (json as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length <= ITEMS_PER_SLICE) return null;
  const array = schema.shape.items;
  if (!(array instanceof z.ZodArray) || (array.def.checks?.length ?? 0) > 0) return null;
  return { page: schema, item: array.element as z.ZodType, items };
}

/**
 * `schema.safeParse(json)`, in several tasks for a long list (decision 270): the orders' first page (100 super
 * orders) took ~230 ms at 4x CPU in one task. Same answer and same rejections as one parse: the page's other
 * fields are parsed with its schema (its items as an empty list), then the items ITEMS_PER_SLICE at a time with
 * the array's element schema; every issue keeps its path (`items.57.status`).
 */
export async function parseAnswer(
  schema: z.ZodType,
  json: unknown,
): Promise<{ success: true; data: unknown } | { success: false; issues: z.core.$ZodIssue[] }> {
  const list = listOf(schema, json);
  if (!list) {
    const result = schema.safeParse(json);
    return result.success
      ? { success: true, data: result.data }
      : { success: false, issues: result.error.issues };
  }
  const issues: z.core.$ZodIssue[] = [];
  const rest = list.page.safeParse({ ...(json as object), items: [] });
  if (!rest.success) issues.push(...rest.error.issues);
  const items: unknown[] = [];
  for (let start = 0; start < list.items.length; start += ITEMS_PER_SLICE) {
    if (start > 0) await nextTask();
    for (let index = start; index < Math.min(start + ITEMS_PER_SLICE, list.items.length); index++) {
      const item = list.item.safeParse(list.items[index]);
      if (item.success) items.push(item.data);
      else
        issues.push(
          ...item.error.issues.map((issue) => ({ ...issue, path: ['items', index, ...issue.path] })),
        );
    }
  }
  if (issues.length > 0 || !rest.success) return { success: false, issues };
  return { success: true, data: { ...(rest.data as object), items } };
}
