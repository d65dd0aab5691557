import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from './load-messages';

function answer(body: string, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status }));
}

afterEach(() => vi.restoreAllMocks());

describe('loadMessages', () => {
  it("asks for the locale's catalogue and gives its messages", async () => {
    const fetchImpl = answer(
      '{"orders.list.title":"Bestellingen","a":"{count, plural, one {# foto} other {# foto\'s}}"}',
    );
    await expect(loadMessages('nl-NL', fetchImpl)).resolves.toEqual({
      'orders.list.title': 'Bestellingen',
      a: "{count, plural, one {# foto} other {# foto's}}",
    });
    expect(fetchImpl).toHaveBeenCalledWith('/locales/nl-NL.json');
  });

  it('gives an empty catalogue (every message then shows in en-GB) for a missing, failing or broken one', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadMessages('xx-XX', answer('', 404))).resolves.toEqual({});
    expect(errors).not.toHaveBeenCalled();
    await expect(loadMessages('nl-NL', answer('', 500))).resolves.toEqual({});
    await expect(loadMessages('nl-NL', answer('<html>'))).resolves.toEqual({});
    await expect(loadMessages('nl-NL', answer('{"a":"b","c":3}'))).resolves.toEqual({});
    await expect(loadMessages('nl-NL', answer('["a"]'))).resolves.toEqual({});
    expect(errors).toHaveBeenCalledTimes(4);
  });
});
