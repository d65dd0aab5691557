import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '#test/test-config';
import { fetchChannel, fetchChannels, MerchandiseError, vendorChannel } from './get-channel';

afterEach(() => vi.unstubAllGlobals());

function stubGraphQl(answer: unknown, status = 200) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(answer, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const summaries = [
  { ID: 'albelli-nl', Vendor: { ID: 101, Locale: 'nl_NL' } },
  { ID: 'albelli-be', Vendor: { ID: 102, Locale: 'nl_BE' } },
];

describe('merchandise channels', () => {
  it('posts the channel list query and reads the list', async () => {
    const fetchMock = stubGraphQl({ data: { Channels: summaries } });
    expect(await fetchChannels()).toEqual(summaries);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/merchandise/graphql');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).query).toContain('Channels');
  });

  it("finds the brand's vendor channel by site id and vendor locale", () => {
    expect(vendorChannel(summaries, testConfig().brand)?.ID).toBe('albelli-nl');
    expect(vendorChannel(summaries, { ...testConfig().brand, siteId: 999 })).toBeUndefined();
  });

  it('fails on GraphQL errors, on data of another shape, and on an unknown channel', async () => {
    stubGraphQl({ data: null, errors: [{ message: 'boom' }] });
    await expect(fetchChannels()).rejects.toThrow(new MerchandiseError('boom'));
    stubGraphQl({ data: { Channels: [{ ID: 1 }] } });
    await expect(fetchChannels()).rejects.toBeInstanceOf(MerchandiseError);
    stubGraphQl({ data: { Channel: null } });
    await expect(fetchChannel('nope', 'en_GB')).rejects.toThrow('unknown channel nope');
  });

  it('sends the code and locale as variables', async () => {
    const channel = {
      ID: 'albelli-nl',
      ShopUrl: 'https://shop.example/',
      Vendor: { ID: 101, Locale: 'nl_NL' },
      Currency: { ID: 'EUR' },
      Articles: [{ ID: 'PAP_MUG', Title: 'Fotomok' }],
    };
    const fetchMock = stubGraphQl({ data: { Channel: channel } });
    expect(await fetchChannel('albelli-nl', 'nl_NL')).toEqual(channel);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).variables).toEqual({
      code: 'albelli-nl',
      locale: 'nl_NL',
    });
  });

  it("asks for the articles' ID and title only, not the catalogue's extras and links", async () => {
    const fetchMock = stubGraphQl({ data: { Channel: null } });
    await expect(fetchChannel('albelli-nl', 'nl_NL')).rejects.toBeInstanceOf(MerchandiseError);
    const { query } = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { query: string };
    expect(query.replace(/\s+/g, ' ')).toContain('Articles { ID Title }');
    expect(query).not.toMatch(/Extras|Links|OptionGroups/);
  });
});
