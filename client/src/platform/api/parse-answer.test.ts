import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ITEMS_PER_SLICE, parseAnswer } from './parse-answer';

const Item = z.object({ code: z.string().min(1), status: z.enum(['Received', 'Sent']) });
const Page = z.object({ items: z.array(Item), total: z.number().int() });
const many = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ code: `A-${i}`, status: 'Received', extra: 1 }));

describe('parseAnswer', () => {
  it('gives a long list the answer one parse gives, stripped fields and key order included', async () => {
    const json = { total: 130, items: many(130), unknown: true };
    const result = await parseAnswer(Page, json);
    expect(result).toEqual({ success: true, data: Page.parse(json) });
    expect(Object.keys((result as { data: object }).data)).toEqual(['items', 'total']);
  });

  it('rejects a long list with one bad item, with the path of that item, as one parse does', async () => {
    const items = many(ITEMS_PER_SLICE * 3);
    const bad = ITEMS_PER_SLICE * 2 + 7; // in the third slice
    items[bad] = { code: `A-${bad}`, status: 'Lost', extra: 1 };
    const result = await parseAnswer(Page, { items, total: 'many' });
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.issues.map((issue) => issue.path.join('.'));
    expect(paths.sort()).toEqual([`items.${bad}.status`, 'total']);
  });

  it("keeps the page's and the list's own checks: such answers are parsed in one piece", async () => {
    const Capped = z.object({ items: z.array(Item).max(ITEMS_PER_SLICE + 1), total: z.number() });
    const capped = await parseAnswer(Capped, { items: many(ITEMS_PER_SLICE + 5), total: 1 });
    expect(capped.success).toBe(false);
    const Counted = Page.refine((page) => page.items.length === page.total, 'total must count the items');
    const counted = await parseAnswer(Counted, { items: many(ITEMS_PER_SLICE + 5), total: 1 });
    expect(counted.success ? [] : counted.issues.map((issue) => issue.message)).toEqual([
      'total must count the items',
    ]);
  });

  it('parses anything else as it is', async () => {
    expect(await parseAnswer(Item, { code: 'A', status: 'Sent' })).toEqual({
      success: true,
      data: { code: 'A', status: 'Sent' },
    });
    expect((await parseAnswer(Page, { items: 'none', total: 1 })).success).toBe(false);
    expect(await parseAnswer(z.undefined(), undefined)).toEqual({ success: true, data: undefined });
  });
});
