import { CALL, INSTALL, type Probe } from './in-page';
import type { Match, Target } from './target';

export type Engine = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly Engine[] = ['chromium', 'firefox', 'webkit'];

/** Keys a journey presses, by their DOM `key` names (each adapter maps them to its protocol). */
export type Key =
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'Escape'
  | 'Enter'
  | 'Tab'
  | 'Home'
  | 'End'
  | 'PageDown'
  | 'PageUp'
  | 'Backspace'
  | ' '
  | '+'
  | '-';

/** A cookie to put in the browser before the journey (what a signed-in state is made of). */
export interface BrowserCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  /** Seconds since the epoch; -1 for a session cookie. */
  expires: number;
}

/** What a signed-in browser holds: cookies, and localStorage entries per origin. */
export interface BrowserState {
  cookies: BrowserCookie[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

export interface WaitOptions {
  timeout?: number;
}

/** A hang detector, not a speed check: three engines and their systems share two cores in CI. */
const DEFAULT_TIMEOUT = 30_000;
const POLL_MS = 100;

/**
 * The driver a journey is written against, the same in every engine. An adapter supplies the few primitives a
 * protocol has (navigate, run a script, act on an element, keys, wheel, viewport, screenshot, cookies); finding
 * by role and name, waiting and reading are done here once, by running in-page.ts in the page.
 */
export abstract class Driver<Handle = unknown> {
  abstract readonly engine: Engine;

  abstract goto(url: string): Promise<void>;
  abstract url(): Promise<string>;
  abstract reload(): Promise<void>;
  /** Runs a function body (with `arguments`) in the page and returns its JSON result. */
  protected abstract execute<T>(body: string, args: unknown[]): Promise<T>;
  /** The element the resolver's `one` finds for the target, as the adapter's handle, or null. */
  protected abstract handle(target: Target): Promise<Handle | null>;
  protected abstract clickHandle(handle: Handle): Promise<void>;
  /** Replaces the value of a text field by typing `text` into it, key by key. */
  protected abstract typeInto(handle: Handle, text: string): Promise<void>;
  protected abstract filesInto(handle: Handle, paths: string[]): Promise<void>;
  /** Presses each key in turn, with no wait between them. */
  abstract press(...keys: Key[]): Promise<void>;
  /** Turns the mouse wheel by `deltaY` pixels over the middle of the viewport. */
  abstract wheel(deltaY: number): Promise<void>;
  /** The page's layout viewport in CSS pixels (as near as the engine's window allows; see viewport()). */
  abstract setViewport(width: number, height: number): Promise<void>;
  abstract screenshot(): Promise<Buffer>;
  /** Puts cookies and localStorage in the browser before the journey's first page. */
  abstract restore(state: BrowserState): Promise<void>;
  abstract close(): Promise<void>;

  /** Runs one method of the in-page resolver, installing it first in a document that has none. */
  protected async call<T>(method: string, ...args: unknown[]): Promise<T> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await this.execute<{ missing?: true; value?: T }>(CALL, [method, ...args]);
      if (!answer.missing) return answer.value as T;
      await this.execute(INSTALL, []);
    }
    throw new Error(`the in-page resolver could not be installed in ${this.engine}`);
  }

  async probe(target: Target): Promise<Probe> {
    return this.call<Probe>('probe', target.wire);
  }

  async count(target: Target): Promise<number> {
    return (await this.probe(target)).count;
  }

  /** Waits until `check` answers true (retrying what throws, e.g. during a navigation); the last error. */
  async until(what: string, check: () => Promise<boolean>, options: WaitOptions = {}): Promise<void> {
    const until = Date.now() + (options.timeout ?? DEFAULT_TIMEOUT);
    let last: unknown;
    for (;;) {
      try {
        if (await check()) return;
        last = undefined;
      } catch (error) {
        last = error;
      }
      if (Date.now() > until) {
        throw new Error(`${this.engine}: timed out waiting for ${what}${last ? ` (${String(last)})` : ''}`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async waitVisible(target: Target, options?: WaitOptions): Promise<void> {
    await this.until(`${target} to be visible`, async () => (await this.probe(target)).visible, options);
  }

  async waitGone(target: Target, options?: WaitOptions): Promise<void> {
    await this.until(`${target} to be gone`, async () => !(await this.probe(target)).visible, options);
  }

  /** Waits until the target's text matches (a string: contained in it; a RegExp: matched). */
  async waitText(target: Target, text: Match, options?: WaitOptions): Promise<void> {
    let seen = '';
    await this.until(
      `${target} to have text ${String(text)}`,
      async () => {
        seen = (await this.probe(target)).text;
        return typeof text === 'string' ? seen.includes(text) : text.test(seen);
      },
      options,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; it reads "${seen.slice(0, 300)}"`);
    });
  }

  async waitCount(target: Target, count: number, options?: WaitOptions): Promise<void> {
    await this.until(`${count} of ${target}`, async () => (await this.count(target)) === count, options);
  }

  async waitUrl(pattern: RegExp, options?: WaitOptions): Promise<void> {
    let seen = '';
    await this.until(
      `the URL to match ${pattern}`,
      async () => {
        seen = await this.url();
        return pattern.test(seen);
      },
      options,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; it is ${seen}`);
    });
  }

  async text(target: Target): Promise<string> {
    await this.waitVisible(target);
    return (await this.probe(target)).text;
  }

  async attribute(target: Target, name: string): Promise<string | null> {
    await this.until(`${target}`, async () => (await this.count(target)) > 0);
    return this.call<string | null>('attribute', target.wire, name);
  }

  async value(target: Target): Promise<string | null> {
    return this.call<string | null>('value', target.wire);
  }

  async click(target: Target, options?: WaitOptions): Promise<void> {
    await this.act(target, options, (handle) => this.clickHandle(handle));
  }

  async fill(target: Target, text: string, options?: WaitOptions): Promise<void> {
    await this.act(target, options, (handle) => this.typeInto(handle, text));
  }

  /** Chooses files on a file input (hidden or not), as the device's picker would. */
  async setFiles(target: Target, paths: string[]): Promise<void> {
    await this.until(`${target}`, async () => (await this.count(target)) > 0);
    const handle = await this.handle(target);
    if (handle === null) throw new Error(`${this.engine}: ${target} is gone`);
    await this.filesInto(handle, paths);
  }

  async scrollIntoView(target: Target): Promise<void> {
    await this.call<boolean>('scrollIntoView', target.wire);
  }

  /** The page's text, whitespace collapsed. */
  async bodyText(): Promise<string> {
    return this.call<string>('bodyText');
  }

  /** The layout viewport, in CSS pixels. */
  async viewport(): Promise<{ width: number; height: number }> {
    return this.execute('return { width: window.innerWidth, height: window.innerHeight };', []);
  }

  /** Runs a small function body in the page (arguments as `arguments[i]`) for what the driver does not read. */
  async script<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.execute<T>(body, args);
  }

  /** Waits until the target is visible and enabled, then acts on it (again if it was replaced meanwhile). */
  private async act(target: Target, options: WaitOptions | undefined, action: (h: Handle) => Promise<void>) {
    await this.until(
      `${target} to be visible and enabled`,
      async () => {
        const probe = await this.probe(target);
        return probe.visible && !probe.disabled;
      },
      options,
    );
    await this.until(`${target} to take the action`, async () => {
      const handle = await this.handle(target);
      if (handle === null) return false;
      await action(handle);
      return true;
    });
  }
}
