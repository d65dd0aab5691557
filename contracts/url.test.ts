import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHttpUrl } from './url';

/** The rule as the URL parser reads it: what a browser would load over http(s). */
function parsedAsHttp(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const pieces = fc.constantFrom(
  'http://',
  'https://',
  'HTTP://',
  'ftp://',
  'javascript:',
  'data:',
  'http:',
  '//',
  'a',
  'Z9',
  '-',
  '.',
  '..',
  '1',
  '255',
  '999',
  '0x1f',
  'xn--',
  'xn--a',
  ':',
  ':80',
  ':65536',
  ':00080',
  '/',
  '\\\\',
  '?',
  '#',
  '@',
  '%',
  '%zz',
  ' ',
  '\t',
  'é',
  '[::1]',
  'exp=1&sig=Qa-dq_Z',
);

describe('isHttpUrl', () => {
  it('takes the image service’s signed URLs and refuses other schemes', () => {
    expect(isHttpUrl('https://images.example/images/u-big_255r/300?exp=1796778000&sig=Qa-dqry0N_VcXf')).toBe(
      true,
    );
    expect(isHttpUrl('http://localhost:34355/images/images/u-1/800?exp=1&sig=x')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isHttpUrl('//images.example/a.jpg')).toBe(false);
    expect(isHttpUrl('http://1.2.3.999/a.jpg')).toBe(false);
  });

  it('agrees with the URL parser on any string, URLs and near misses alike', () => {
    const strings = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')),
      // Host names label by label: numbers (an IPv4 address, or not), punycode, hyphens, a port, a path.
      fc
        .tuple(
          fc.constantFrom('http://', 'https://', 'HTTPS://'),
          fc.array(fc.constantFrom('a', 'b1', '-x-', 'Z', '1', '255', '0x1f', 'xn--a', 'xn--ls8h', 'xn--'), {
            minLength: 1,
            maxLength: 4,
          }),
          fc.constantFrom('', ':', ':0', ':80', ':59999', ':65536', ':99999'),
          fc.constantFrom('', '/', '/a b', '/300?exp=1&sig=Qa-d_Z', '#x', '?', '\\x'),
        )
        .map(([scheme, labels, port, path]) => `${scheme}${labels.join('.')}${port}${path}`),
      fc.tuple(fc.constantFrom('http://', 'https://'), fc.string({ maxLength: 30 })).map(([a, b]) => a + b),
      fc.string({ maxLength: 40 }),
    );
    fc.assert(
      fc.property(strings, (value) => isHttpUrl(value) === parsedAsHttp(value)),
      { numRuns: 5000 },
    );
  });
});
