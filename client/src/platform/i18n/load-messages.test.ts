import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, parseCatalogue } from './load-messages';

function answer(body: string, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status }));
}

/** Answers per path; any other path 404. */
function answers(bodies: Record<string, [string, number?]>) {
  return vi.fn<typeof fetch>(async (input) => {
    const [body, status] = bodies[String(input)] ?? ['', 404];
    return new Response(body, { status: status ?? 200 });
  });
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

  it('takes messages compiled by the build (their parsed form)', async () => {
    const compiled = { a: [{ type: 0, value: 'Bestellingen' }] };
    await expect(loadMessages('nl-NL', answer(JSON.stringify(compiled)))).resolves.toEqual(compiled);
  });

  it('stands in the en-GB catalogue for a missing, empty, failing or broken one', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const english = '{"a":"Orders"}';
    const withEnglish = (own: [string, number?]) =>
      answers({ '/locales/nl-NL.json': own, '/locales/en-GB.json': [english] });
    await expect(loadMessages('xx-XX', answers({ '/locales/en-GB.json': [english] }))).resolves.toEqual({
      a: 'Orders',
    });
    expect(errors).not.toHaveBeenCalled();
    for (const own of [['{}'], ['', 500], ['<html>'], ['{"a":"b","c":3}'], ['["a"]']] as const)
      await expect(loadMessages('nl-NL', withEnglish([...own]))).resolves.toEqual({ a: 'Orders' });
    expect(errors).toHaveBeenCalledTimes(4);
  });

  it('gives an empty catalogue (each message then shows its default text) when en-GB fails too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadMessages('nl-NL', answer('', 500))).resolves.toEqual({});
    await expect(loadMessages('en-GB', answer('', 503))).resolves.toEqual({});
  });
});

describe('parseCatalogue (the catalogue’s contract, checked without zod)', () => {
  it('takes ICU texts, parsed messages, and an empty catalogue', () => {
    expect(parseCatalogue({ a: 'Orders', b: '{count} photos' })).toEqual({
      a: 'Orders',
      b: '{count} photos',
    });
    const compiled = { a: [{ type: 0, value: 'Orders' }], b: [] };
    expect(parseCatalogue(compiled)).toEqual(compiled);
    expect(parseCatalogue({})).toEqual({});
  });

  it('refuses what is not a catalogue, naming the message at fault', () => {
    for (const value of [null, 'a', 3, ['a'], [[{ type: 0 }]]])
      expect(() => parseCatalogue(value)).toThrow(TypeError);
    expect(() => parseCatalogue({ a: 'Orders', b: 3 })).toThrow('Catalogue message b');
    expect(() => parseCatalogue({ a: ['text'] })).toThrow('Catalogue message a');
    expect(() => parseCatalogue({ a: 'Orders', b: [{ type: 0, value: 'x' }] })).toThrow('mixes');
  });
});
