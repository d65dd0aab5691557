import { describe, expect, it } from 'vitest';
import { validVariant } from './ab-tests';
import { CHAT_SETTINGS, chatLocale, isPhotoRoute } from './chat';
import { consentOf, DEFAULT_CONSENT, decodeConsent } from './consent';
import { environmentLetter, isTestEnvironment } from './environment';
import { robotsRule } from './robots';
import { SURVEY_IDS, surveyIdFor } from './survey';

describe('consent decoding', () => {
  it.each([
    ['00', false, false],
    ['01', false, true],
    ['10', true, false],
    ['11', true, true],
  ])('%s: first character analytics, second marketing', (code, analytics, marketing) => {
    expect(decodeConsent(code)).toEqual({ analytics, marketing });
  });

  it.each([null, undefined, '', '1', '111', '12', '2x', ' 11', 'true'])(
    'ignores %j: the defaults apply',
    (code) => {
      expect(decodeConsent(code)).toBeNull();
      expect(consentOf(code)).toEqual({ analytics: false, marketing: false });
    },
  );

  it('defaults to no analytics and no marketing', () => {
    expect(DEFAULT_CONSENT).toEqual({ analytics: false, marketing: false });
  });
});

describe('A/B variants', () => {
  it('keeps the allowed variants of each test', () => {
    expect(validVariant('sample', 'control')).toBe('control');
    expect(validVariant('sample', 'A')).toBe('A');
    expect(validVariant('cro1304', 'control')).toBe('control');
    expect(validVariant('cro1304', '1')).toBe('1');
  });

  it.each([
    ['sample', '1'],
    ['sample', 'a'],
    ['sample', 'B'],
    ['cro1304', 'A'],
    ['cro1304', 'variant1'],
    ['cro1304', ''],
  ] as const)('falls back to control for %s answering %j', (test, answer) => {
    expect(validVariant(test, answer)).toBe('control');
  });

  it('falls back to control for an answer that is not a string', () => {
    expect(validVariant('sample', undefined)).toBe('control');
    expect(validVariant('cro1304', 1)).toBe('control');
  });
});

describe('feedback survey', () => {
  it('has a small and a medium survey for each of 11 locales', () => {
    expect(Object.keys(SURVEY_IDS)).toHaveLength(11);
    const ids = Object.values(SURVEY_IDS).flatMap((s) => [s.small, s.medium]);
    expect(new Set(ids).size).toBe(22);
  });

  it('takes the small id under 575 px and the medium one from 575 px on', () => {
    expect(surveyIdFor('fr-FR', 375)).toBe(SURVEY_IDS['fr-FR']?.small);
    expect(surveyIdFor('fr-FR', 574)).toBe(SURVEY_IDS['fr-FR']?.small);
    expect(surveyIdFor('fr-FR', 575)).toBe(SURVEY_IDS['fr-FR']?.medium);
    expect(surveyIdFor('fr-FR', 1280)).toBe(SURVEY_IDS['fr-FR']?.medium);
  });

  it('has no survey for a locale without one', () => {
    expect(surveyIdFor('en-IE', 1280)).toBeNull();
    expect(surveyIdFor('xx-XX', 375)).toBeNull();
  });
});

describe('support chat', () => {
  it('has the constants of the spec', () => {
    expect(CHAT_SETTINGS).toEqual({ zIndex: 18, mobileBreakpoint: 576, mobileExtraMargin: 6 });
  });

  it.each([
    '/my-photos/photos',
    '/my-photos/photos/preview/p1',
    '/my-photos/albums',
    '/my-photos/albums/a1',
    '/my-photos/albums/a1/preview/p1',
    '/my-photos/shared-albums/a1',
    '/my-photos/shared-albums/a1/preview/p1',
    '/my-photos/exports/b1',
  ])('is hidden on the photo route %s', (path) => {
    expect(isPhotoRoute(path)).toBe(true);
  });

  it.each(['/', '/orders', '/orders/AB-1', '/downloads', '/settings', '/saved-projects'])(
    'is shown on %s',
    (path) => {
      expect(isPhotoRoute(path)).toBe(false);
    },
  );

  it('speaks the first two characters of the vendor locale, or English', () => {
    expect(chatLocale('nl_NL')).toBe('nl');
    expect(chatLocale('nb_NO')).toBe('nb');
    expect(chatLocale('')).toBe('en');
    expect(chatLocale(undefined)).toBe('en');
    expect(chatLocale('1_')).toBe('en');
  });
});

describe('environment letter and robots', () => {
  it.each([
    ['www.albelli.nl', 'p'],
    ['albelli.nl', 'p'],
    ['t.albelli.nl', 't'],
    ['t-www.albelli.nl', 't'],
    ['a.photobox.co.uk', 'a'],
    ['localhost', 'd'],
    ['photobox-uk.localhost:8080', 'd'],
    ['127.0.0.1', 'd'],
  ])('%s is environment %s', (host, letter) => {
    expect(environmentLetter(host)).toBe(letter);
  });

  it('only a production host of a production deployment is not a test environment', () => {
    expect(isTestEnvironment('production', 'p')).toBe(false);
    expect(isTestEnvironment('production', 't')).toBe(true);
    expect(isTestEnvironment('test', 'p')).toBe(true);
    expect(isTestEnvironment('fixture', 'd')).toBe(true);
  });

  it('indexes the root path outside test environments, with a canonical link', () => {
    expect(robotsRule({ pathname: '/', testEnvironment: false, canonicalHost: 'www.albelli.nl' })).toEqual({
      content: 'INDEX, FOLLOW',
      canonical: 'https://www.albelli.nl/',
    });
  });

  it.each([
    ['/', true],
    ['/orders', false],
    ['/my-photos/photos', false],
    ['/orders', true],
  ])('NOINDEX, NOFOLLOW on %s (test environment: %s)', (pathname, testEnvironment) => {
    expect(robotsRule({ pathname, testEnvironment, canonicalHost: 'www.albelli.nl' })).toEqual({
      content: 'NOINDEX, NOFOLLOW',
      canonical: null,
    });
  });
});
