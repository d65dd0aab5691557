import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { type BrowserState, Driver, type Key } from './driver';
import type { Target } from './target';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** One browser per worker: Debian's Chromium over CDP, or Firefox ESR over WebDriver BiDi. */
export async function launchPuppeteer(engine: 'chromium' | 'firefox'): Promise<Browser> {
  if (engine === 'chromium') {
    return puppeteer.launch({
      browser: 'chrome',
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
  }
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: {
      // The brand hosts are *.localhost: no proxy, no DNS lookup, no captive-portal or update traffic.
      'network.dns.native-is-localhost': true,
      'network.captive-portal-service.enabled': false,
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
    },
  });
}

/** A journey's page in a fresh browser context (its own cookies and storage) of the worker's browser. */
export class PuppeteerDriver extends Driver<ElementHandle<Element>> {
  private constructor(
    readonly engine: 'chromium' | 'firefox',
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    super();
  }

  static async open(engine: 'chromium' | 'firefox', browser: Browser): Promise<PuppeteerDriver> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    return new PuppeteerDriver(engine, context, page);
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }
  async url(): Promise<string> {
    return this.page.url();
  }
  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
  }
  protected async execute<T>(body: string, args: unknown[]): Promise<T> {
    return (await this.page.evaluate(new Function(body) as (...a: unknown[]) => T, ...args)) as T;
  }
  protected async handle(target: Target): Promise<ElementHandle<Element> | null> {
    await this.probe(target); // installs the resolver in a new document
    const handle = await this.page.evaluateHandle(
      new Function('return globalThis.__engines ? globalThis.__engines.one(arguments[0]) : null;') as (
        t: unknown,
      ) => Element | null,
      target.wire,
    );
    const element = handle.asElement();
    if (element === null) await handle.dispose();
    return element as ElementHandle<Element> | null;
  }
  protected async clickHandle(handle: ElementHandle<Element>): Promise<void> {
    await handle.click();
  }
  protected async typeInto(handle: ElementHandle<Element>, text: string): Promise<void> {
    await handle.click({ count: 3 });
    await this.page.keyboard.press('Backspace');
    await handle.type(text);
  }
  protected async filesInto(handle: ElementHandle<Element>, paths: string[]): Promise<void> {
    await (handle as ElementHandle<HTMLInputElement>).uploadFile(...paths);
  }
  async press(...keys: Key[]): Promise<void> {
    for (const key of keys) await this.page.keyboard.press(key);
  }
  async wheel(deltaY: number): Promise<void> {
    const { width, height } = await this.viewport();
    await this.page.mouse.move(width / 2, height / 2);
    await this.page.mouse.wheel({ deltaY });
  }
  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }
  async restore(state: BrowserState): Promise<void> {
    await this.context.setCookie(
      ...state.cookies.map((c) => ({
        name: c.name,
        value: c.value,
        domain: c.domain,
        path: c.path,
        ...(c.expires > 0 ? { expires: Math.floor(c.expires) } : {}),
      })),
    );
    if (state.origins.length > 0) {
      await this.page.evaluateOnNewDocument(
        new Function(RESTORE_LOCAL_STORAGE) as (origins: unknown) => void,
        state.origins,
      );
    }
  }
  async close(): Promise<void> {
    await this.context.close();
  }
}

/** Fills this origin's localStorage from the saved state once per context (later loads keep what the app did). */
export const RESTORE_LOCAL_STORAGE = `
  const saved = arguments[0].find((o) => o.origin === window.location.origin);
  if (!saved) return;
  try {
    if (window.localStorage.getItem('engines:restored') !== null) return;
    for (const { name, value } of saved.localStorage) window.localStorage.setItem(name, value);
    window.localStorage.setItem('engines:restored', '1');
  } catch {}
`;
