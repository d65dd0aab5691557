import { describe, expect, it } from 'vitest';
import { base64Utf8, isEmailAddress, shareQuery } from './share-payload';

const decode = (value: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)));

describe('share payload', () => {
  it('encodes text as base64 of its UTF-8 bytes', () => {
    expect(base64Utf8('Ann')).toBe('QW5u');
    expect(base64Utf8('friend@example.org')).toBe('ZnJpZW5kQGV4YW1wbGUub3Jn');
    expect(base64Utf8('Zoë')).toBe('Wm/Dqw==');
    expect(decode(base64Utf8('Look! 🎉 «ça»'))).toBe('Look! 🎉 «ça»');
    expect(base64Utf8('')).toBe('');
  });

  it('builds the query: vendor id as is, the texts trimmed and encoded, an empty message left out', () => {
    expect(
      shareQuery(105, {
        fromName: ' Charlotte ',
        toEmailAddress: 'emma@example.org ',
        personalMessage: '  ',
      }),
    ).toEqual({
      vendorId: 105,
      fromName: base64Utf8('Charlotte'),
      toEmailAddress: base64Utf8('emma@example.org'),
    });
    const withMessage = shareQuery(101, {
      fromName: 'Bram',
      toEmailAddress: 'a@b.nl',
      personalMessage: 'Kijk eens!\nGroetjes',
    });
    expect(withMessage.personalMessage && decode(withMessage.personalMessage)).toBe('Kijk eens!\nGroetjes');
  });

  it('survives URL encoding: + / = come back intact', () => {
    const value = base64Utf8('??>>~~'); // 'Pz8+Pn5+': a + in base64
    const params = new URLSearchParams({ v: value });
    expect(new URLSearchParams(params.toString()).get('v')).toBe(value);
  });

  it('checks the recipient address', () => {
    expect(isEmailAddress('emma@example.org')).toBe(true);
    expect(isEmailAddress(' emma@example.org ')).toBe(true);
    expect(isEmailAddress('emma@example')).toBe(false);
    expect(isEmailAddress('emma example.org')).toBe(false);
    expect(isEmailAddress('')).toBe(false);
  });
});
