import { type BrowserState, Driver, type Key } from './driver';
import { type Helper, startHelper, startXvfb, untilAnswers } from './processes';
import type { Target } from './target';
import { type ElementRef, isElementRef, type KeyAction, WebDriverSession } from './webdriver-client';

export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** W3C WebDriver's code points of the keys journeys press (the printable ones are themselves). */
const KEY_CODES: Record<Key, string> = {
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Escape: '\uE00C',
  Enter: '\uE007',
  Tab: '\uE004',
  Home: '\uE011',
  End: '\uE010',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  Backspace: '\uE003',
  ' ': ' ',
  '+': '+',
  '-': '-',
};

/** The worker's WebKitGTK: an X server of its own and WebKitWebDriver on `port`; a MiniBrowser per session. */
export interface WebKitHost {
  readonly driverUrl: string;
  stop(): Promise<void>;
}

export async function startWebKit(port: number): Promise<WebKitHost> {
  const { display, helper: xvfb } = await startXvfb();
  let driver: Helper | undefined;
  try {
    driver = startHelper('WebKitWebDriver', [`--port=${port}`], { ...process.env, DISPLAY: display });
    const driverUrl = `http://127.0.0.1:${port}`;
    await untilAnswers(`${driverUrl}/status`, 15_000);
    const started = driver;
    return {
      driverUrl,
      async stop() {
        await started.stop();
        await xvfb.stop();
      },
    };
  } catch (error) {
    await driver?.stop();
    await xvfb.stop();
    throw error;
  }
}

/**
 * A journey's MiniBrowser: a new WebDriver session (a new browser process, with empty cookies and storage) for
 * each journey. It starts with `--full-screen`, which hides its header bar (back, forward, the address entry):
 * with it GTK kept the window at least ~450 px wide, without it the window is all page and takes any size,
 * down to a phone's 390 × 844. The window is still sized by WebDriver (no window manager runs in the X server).
 */
export class WebKitDriver extends Driver<ElementRef> {
  readonly engine = 'webkit';

  private constructor(private readonly session: WebDriverSession) {
    super();
  }

  static async open(host: WebKitHost): Promise<WebKitDriver> {
    const session = await WebDriverSession.create(host.driverUrl, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
    });
    await session.setTimeouts({ script: 30_000, pageLoad: 60_000 });
    const driver = new WebKitDriver(session);
    await driver.setViewport(1280, 800);
    return driver;
  }

  async goto(url: string): Promise<void> {
    await this.session.navigate(url);
  }
  url(): Promise<string> {
    return this.session.currentUrl();
  }
  async reload(): Promise<void> {
    await this.session.refresh();
  }
  protected execute<T>(body: string, args: unknown[]): Promise<T> {
    return this.session.execute<T>(body, args);
  }
  protected async handle(target: Target): Promise<ElementRef | null> {
    await this.probe(target); // installs the resolver in a new document
    const found = await this.session.execute<unknown>(
      'return globalThis.__engines ? globalThis.__engines.one(arguments[0]) : null;',
      [target.wire],
    );
    return isElementRef(found) ? found : null;
  }
  protected async clickHandle(handle: ElementRef): Promise<void> {
    await this.session.click(handle);
  }
  protected async typeInto(handle: ElementRef, text: string): Promise<void> {
    await this.session.clear(handle);
    await this.session.sendKeys(handle, text);
  }
  protected async filesInto(handle: ElementRef, paths: string[]): Promise<void> {
    await this.session.sendKeys(handle, paths.join('\n'));
  }
  async press(...keys: Key[]): Promise<void> {
    const actions: KeyAction[] = keys.flatMap((key) => [
      { type: 'keyDown' as const, value: KEY_CODES[key] },
      { type: 'keyUp' as const, value: KEY_CODES[key] },
    ]);
    await this.session.keys(actions);
  }
  /**
   * WebKitGTK's WebDriver takes a wheel input source but does not scroll the page with it (the journey's scroll
   * stayed at the top): the page is scrolled by script instead, which fires the same scroll events the timeline
   * follows, without the wheel event itself.
   */
  async wheel(deltaY: number): Promise<void> {
    await this.session.execute('window.scrollBy(0, arguments[0]);', [deltaY]);
  }
  /**
   * Sizes the window so that the viewport is width × height (less any chrome the window still has). WebKitGTK
   * applies a window's size after answering: the viewport is read once it fits in the window asked for, since a
   * read of the old, larger size made a negative correction ("Invalid width value", CI of 7 December 2026).
   */
  async setViewport(width: number, height: number): Promise<void> {
    await this.session.setWindowRect(width, height);
    let inner = await this.viewport();
    await this.until(`the window to take ${width} × ${height}`, async () => {
      inner = await this.viewport();
      return inner.width <= width && inner.height <= height;
    });
    const chrome = { width: Math.max(0, width - inner.width), height: Math.max(0, height - inner.height) };
    if (chrome.width === 0 && chrome.height === 0) return;
    await this.session.setWindowRect(Math.round(width + chrome.width), Math.round(height + chrome.height));
    await this.until(`the viewport to be ${width} × ${height}`, async () => {
      const now = await this.viewport();
      return now.width === width && now.height === height;
    });
  }
  screenshot(): Promise<Buffer> {
    return this.session.screenshot();
  }
  /**
   * Classic WebDriver sets cookies only on the current document's host, and has no script that runs before a
   * page's own: each origin's cookies and localStorage are set from a small page of it (its config.json).
   */
  async restore(state: BrowserState): Promise<void> {
    for (const origin of state.origins) {
      const host = new URL(origin.origin).hostname;
      await this.session.navigate(`${origin.origin}/config.json`);
      for (const c of state.cookies.filter((cookie) => cookie.domain === host)) {
        await this.session.addCookie({
          name: c.name,
          value: c.value,
          path: c.path,
          ...(c.expires > 0 ? { expiry: Math.floor(c.expires) } : {}),
        });
      }
      await this.session.execute(
        'for (const { name, value } of arguments[0]) window.localStorage.setItem(name, value);',
        [origin.localStorage],
      );
    }
  }
  async close(): Promise<void> {
    await this.session.delete();
  }
}
