import { describe, expect, it } from 'vitest';
import { appLinkForAlbum, isAppDevice, ordersPrintsInApp } from './app-link';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('the album app link', () => {
  it('is for iOS and Android only', () => {
    expect(isAppDevice(IPHONE)).toBe(true);
    expect(isAppDevice(ANDROID)).toBe(true);
    expect(isAppDevice(DESKTOP)).toBe(false);
  });

  it('sends the album id to the brand’s app link', () => {
    expect(appLinkForAlbum('https://app.albelli.nl/open', 'u-customer-album-4', IPHONE)).toBe(
      'https://app.albelli.nl/open?album_id=u-customer-album-4',
    );
    expect(appLinkForAlbum('https://app.albelli.nl/open?src=web', 'a b', ANDROID)).toBe(
      'https://app.albelli.nl/open?src=web&album_id=a+b',
    );
  });

  it('opens the picker instead without an app link, on a computer, or for a link that is not http(s)', () => {
    expect(appLinkForAlbum(undefined, 'a1', IPHONE)).toBeNull();
    expect(appLinkForAlbum('https://app.albelli.nl/open', 'a1', DESKTOP)).toBeNull();
    expect(appLinkForAlbum('javascript:alert(1)', 'a1', IPHONE)).toBeNull();
  });
});

describe('ordersPrintsInApp', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120';
  it('is true only on an app device of a brand with an http(s) app link', () => {
    expect(ordersPrintsInApp('https://app.example/open', iphone)).toBe(true);
    expect(ordersPrintsInApp('https://app.example/open', desktop)).toBe(false);
    expect(ordersPrintsInApp(undefined, iphone)).toBe(false);
    expect(ordersPrintsInApp('javascript:alert(1)', iphone)).toBe(false);
  });
});
