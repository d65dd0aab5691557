import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test, UK } from '../fixtures';
import { recorded, setAbAnswer } from './third-party';

// The third-party scripts load (the stand-ins of the emulator); axe-core is injected inline (CSP bypassed for it).
test.use({ thirdParty: true, bypassCSP: true });

const CONSENT = 'cookie_consent';

/** Accepts all cookies in the banner, opened again by the consent script's API if it is closed. */
async function acceptAll(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { CookieConsent: { open(l: string): void } }).CookieConsent.open('en-GB'),
  );
  await page.getByRole('button', { name: 'Accept all' }).click();
}

test.describe('cookie consent and tracking', () => {
  test('no page view without analytics consent; accepting all sends them, with the account subject', async ({
    page,
    goto,
    signIn,
    system,
    context,
  }) => {
    await goto('home');
    await signIn('customer@example.com');
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();
    // Both boxes start unticked: saving gives 00.
    await expect(banner.getByRole('checkbox', { name: 'Analytics cookies' })).not.toBeChecked();
    await banner.getByRole('button', { name: 'Save my choice' }).click();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === CONSENT)?.value).toBe('00');
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    expect((await recorded(system.emulatorUrl, 'consent')).map((r) => r.data.code)).toEqual(['00']);

    // Accepting all in the banner starts the tracking at once. That the first events are these two says the
    // page views before it sent nothing (a sent one would have come first).
    await acceptAll(page);
    await expect
      .poll(async () => (await recorded(system.emulatorUrl, 'analytics')).map((r) => r.data.type))
      .toEqual(['identify', 'pageview']);
    const [identify, view] = await recorded(system.emulatorUrl, 'analytics');
    expect(identify?.data).toEqual({ type: 'identify', brand: UK, subject: 'u-customer' });
    expect(view?.data).toMatchObject({
      type: 'pageview',
      brand: UK,
      path: '/orders',
      title: 'Orders | albelli',
      locale: 'en-GB',
      subject: 'u-customer',
    });
  });

  test.describe('a returning visitor', () => {
    test.use({ account: 'customer@example.com' });

    for (const [code, analytics] of [
      ['10', true],
      ['11', true],
      ['01', false],
      ['00', false],
      ['1x', false],
      ['111', false],
    ] as const) {
      test(`consent code ${code}: page views ${analytics ? 'sent' : 'not sent'}`, async ({
        page,
        goto,
        url,
        context,
        system,
      }) => {
        await context.addCookies([{ name: CONSENT, value: code, url: url('home') }]);
        await goto('home');
        await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
        await page
          .getByRole('navigation', { name: 'Account menu' })
          .getByRole('link', { name: 'Orders' })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
        // A valid code is a choice already made: no banner. An invalid one is ignored and the banner asks again.
        const valid = /^[01]{2}$/.test(code);
        await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(valid ? 0 : 1);
        const paths = async () => (await recorded(system.emulatorUrl, 'analytics')).map((r) => r.data.path);
        if (analytics) {
          await expect.poll(paths).toEqual(['/', '/orders']);
        } else {
          // Accepted on the second page: the views are this page's alone (a returning visitor's tab has no subject
          // to identify). A view sent without consent would have come first, so this never matches.
          await acceptAll(page);
          await expect.poll(paths).toEqual(['/orders']);
        }
      });
    }
  });

  test('no banner on the storage-blocked page: a choice could not be kept there', async ({ page, goto }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await goto('home');
    await expect(page.getByRole('heading', { name: 'Your browser is blocking storage' })).toBeVisible();
    // The vendor's script has arrived (it would have drawn the banner by now) and nothing asks.
    await page.waitForFunction(() => 'CookieConsent' in window);
    await page.waitForLoadState('load');
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
  });
});

test.describe('support chat', () => {
  test.use({ account: 'customer@example.com' });

  test('shown outside the photo routes, hidden on them, with the settings of the spec', async ({
    page,
    goto,
    url,
    context,
    system,
  }) => {
    // The consent choice is made (the banner would cover the launcher until then).
    await context.addCookies([{ name: CONSENT, value: '00', url: url('home') }]);
    await goto('orders');
    const chat = page.getByRole('button', { name: 'Chat with us' });
    await expect(chat).toBeVisible();
    expect(await page.locator('[data-support-chat]').evaluate((e) => getComputedStyle(e).zIndex)).toBe('18');
    const [start] = await recorded(system.emulatorUrl, 'chat');
    expect(start?.data).toEqual({
      locale: 'en',
      zIndex: 18,
      mobileBreakpoint: 576,
      mobileExtraMargin: 6,
      brand: UK,
    });

    await goto('photos');
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
    await expect(chat).toBeHidden();
    await goto('albums');
    await expect(chat).toBeHidden();
    // Client-side navigation back to a page of the account: shown again.
    await goto('downloads');
    await expect(chat).toBeVisible();
    await chat.click();
    await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('moves up by the extra margin under the mobile breakpoint', async ({ page, goto }) => {
      await goto('orders');
      await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
      expect(await page.locator('[data-support-chat]').evaluate((e) => getComputedStyle(e).bottom)).toBe(
        '22px',
      );
    });
  });

  test.describe('on the Dutch brand', () => {
    test.use({ brand: null });

    test('speaks the language of the vendor locale', async ({ page, goto }) => {
      await goto('orders');
      await expect(page.getByRole('button', { name: 'Chat met ons' })).toBeVisible();
    });
  });
});

test.describe('feedback survey', () => {
  test.use({ account: 'customer@example.com' });

  for (const [width, id] of [
    [1280, 'fb-en-gb-d-4826'],
    [375, 'fb-en-gb-m-4827'],
  ] as const) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(`loads survey ${id}`, async ({ page, goto, system }) => {
        await goto('orders');
        await expect(page.getByRole('link', { name: 'Feedback' })).toHaveAttribute('data-survey-id', id);
        // The load's record is sent after the tab shows (keepalive), and a previous test's page may still report
        // late: read the records made at this width until this page's load is there.
        await expect
          .poll(async () =>
            (await recorded(system.emulatorUrl, 'survey'))
              .filter((r) => r.data.width === width)
              .map((r) => r.data.surveyId),
          )
          .toEqual([id]);
      });
    });
  }
});

test.describe('the Feedback tab covers nothing', () => {
  test.use({ account: 'customer@example.com' });

  /**
   * What of the page lies across the tab's columns (the page scrolls under it, so anything there passes under it):
   * controls, images, text, and boxes with a background, border or shadow (cards). Bands as wide as the viewport
   * (the header's and footer's backgrounds) are skipped; what they hold is checked.
   */
  const underTab = (page: Page) =>
    page.getByRole('link', { name: 'Feedback' }).evaluate((tab) => {
      const t = tab.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const hits: string[] = [];
      for (const el of document.getElementById('root')?.querySelectorAll('*') ?? []) {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width === 0 || r.height === 0 || r.width >= width - 1 || style.visibility === 'hidden')
          continue;
        if (r.right <= t.left || r.left >= t.right) continue;
        const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        const control = el.matches('a, button, input, select, textarea, img, svg, [role="button"]');
        const box =
          style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
          Number.parseFloat(style.borderRightWidth) > 0 ||
          style.boxShadow !== 'none';
        if (text || control || box)
          hits.push(`${el.tagName.toLowerCase()}.${el.className} ${r.left}–${r.right}`);
      }
      return hits;
    });

  /** The page's layout shifts so far (shifts right after an input aside): their sum and what moved. */
  const layoutShift = (page: Page) =>
    page.evaluate(async () => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      let total = 0;
      const moved: string[] = [];
      const add = (entries: PerformanceEntryList) => {
        for (const entry of entries as Shift[]) {
          if (entry.hadRecentInput) continue;
          total += entry.value;
          for (const { node, previousRect: a, currentRect: b } of entry.sources)
            moved.push(
              `${node?.nodeName}.${(node as Element | null)?.className} ${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height}`,
            );
        }
      };
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      add(observer.takeRecords());
      observer.disconnect();
      return { total, moved };
    });

  for (const width of [375, 768, 1280]) {
    test(`at ${width} px on the overview, Orders and Settings`, async ({ page, goto, url, context }) => {
      await context.addCookies([{ name: CONSENT, value: '00', url: url('home') }]);
      await page.setViewportSize({ width, height: 740 });
      for (const route of ['home', 'orders', 'settings'] as const) {
        await goto(route);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Feedback' })).toBeVisible();
        await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
        await expect.poll(() => underTab(page), { message: `${route} at ${width} px` }).toEqual([]);
        // Its width was kept free from the first paint: the tab's arrival at idle moved nothing (issue 53.5).
        const shift = await layoutShift(page);
        expect(
          shift.total,
          `layout shift on ${route} at ${width} px: ${shift.moved.join('; ')}`,
        ).toBeLessThan(0.01);
      }
    });
  }
});

test.describe('A/B tests', () => {
  test.use({ account: 'customer@example.com' });

  test('CRO-1304 variant 1 adds Continue shopping; any other answer is control', async ({
    page,
    goto,
    system,
  }) => {
    await setAbAnswer(system.emulatorUrl, 'CRO-1304', '1');
    await goto('orders');
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      'https://www.albelli.co.uk/products',
    );
    await setAbAnswer(system.emulatorUrl, 'CRO-1304', 'A');
    await goto('orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect
      .poll(async () => (await recorded(system.emulatorUrl, 'ab')).length)
      .toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveCount(0);
  });

  test('the sample test variant A shows a tip; B is not a variant of it', async ({ page, goto, system }) => {
    await setAbAnswer(system.emulatorUrl, 'sample', 'A');
    await goto('orders');
    await expect(
      page.getByText('Tip: order prints straight from the photos you saved with us.'),
    ).toBeVisible();
    await setAbAnswer(system.emulatorUrl, 'sample', 'B');
    await goto('orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect
      .poll(async () => (await recorded(system.emulatorUrl, 'ab')).length)
      .toBeGreaterThanOrEqual(4);
    await expect(page.getByText('Tip: order prints straight')).toHaveCount(0);
  });
});

test.describe('robots and sign-in parameters', () => {
  test('NOINDEX, NOFOLLOW on every page of a test environment, no canonical link', async ({
    page,
    goto,
    signIn,
  }) => {
    await goto('home');
    await signIn('customer@example.com');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'NOINDEX, NOFOLLOW');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  for (const [brand, acr, channel] of [
    ['fotoknudsen-no', 'idp:fotoknudsen', 'www.fotoknudsen.no'],
    ['albelli-se', 'idp:default', 'se.albelli.com'],
  ] as const) {
    test.describe(brand, () => {
      test.use({ brand });

      test(`signs in with acr ${acr} and channel ${channel}`, async ({ page, goto }) => {
        const authorize = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/oidc/auth'));
        await goto('home');
        const params = new URL((await authorize).url()).searchParams;
        expect(params.get('acr_values')).toBe(acr);
        expect(params.get('channel')).toBe(channel);
      });
    });
  }
});

test.describe('accessibility of each theme family', () => {
  test.use({ account: 'customer@example.com' });

  for (const brand of ['albelli-uk', 'photobox-uk', 'posterxxl-at']) {
    for (const width of [375, 1280]) {
      test.describe(`${brand} at ${width} px`, () => {
        test.use({ brand, viewport: { width, height: 800 } });

        test('no serious or critical axe violation, consent banner and widgets included', async ({
          page,
          goto,
        }) => {
          await goto('orders');
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('[data-consent-banner]')).toBeVisible();
          await expect(page.locator('[data-support-chat]')).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
        });
      });
    }
  }
});
