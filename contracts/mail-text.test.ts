import { describe, expect, it } from 'vitest';
import { decodeBase64Utf8, isSafeBodyText, isSafeHeaderText } from './mail-text';
import { ShareQuery } from './widgets';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('mail text', () => {
  it('keeps names in any script and refuses every control, separator and bidi formatting character', () => {
    for (const name of ['Zoë Ørsted', 'Łucja', '山田 花子', 'O’Brien-Smith', 'Ann 🎉']) {
      expect(isSafeHeaderText(name), name).toBe(true);
    }
    const unsafe = ['\r', '\n', '\t', '\u0000', '\u007f', '\u0085', '\u009b', '\u2028', '\u2029'];
    const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const c of [...unsafe, ...bidi]) {
      expect(isSafeHeaderText(`Ann${c}Lee`), JSON.stringify(c)).toBe(false);
    }
    expect(isSafeBodyText('Line one\nLine two\r\nthree')).toBe(true);
    for (const c of ['\t', '\u0000', '\u001b', '\u0085', '\u2028', ...bidi]) {
      expect(isSafeBodyText(`Hi${c}`), JSON.stringify(c)).toBe(false);
    }
  });

  it('decodes base64 of UTF-8 only', () => {
    expect(decodeBase64Utf8(b64('Zoë 🎉'))).toBe('Zoë 🎉');
    expect(decodeBase64Utf8(Buffer.from([0xc3, 0x28]).toString('base64'))).toBeNull();
    expect(decodeBase64Utf8('not base64!')).toBeNull();
  });

  it('refuses a share query whose decoded name, address or message holds what a mail header must not', () => {
    const query = { vendorId: '105', fromName: b64('Ann'), toEmailAddress: b64('friend@example.org') };
    expect(ShareQuery.safeParse({ ...query, personalMessage: b64('Hi\nthere') }).success).toBe(true);
    expect(ShareQuery.safeParse({ ...query, fromName: b64('Ann\r\nBcc: x@example.org') }).success).toBe(
      false,
    );
    expect(ShareQuery.safeParse({ ...query, toEmailAddress: b64('friend@example.org\n') }).success).toBe(
      false,
    );
    expect(ShareQuery.safeParse({ ...query, personalMessage: b64('Hi\u202e') }).success).toBe(false);
    expect(ShareQuery.safeParse({ ...query, fromName: Buffer.from([0xff]).toString('base64') }).success).toBe(
      false,
    );
  });
});
