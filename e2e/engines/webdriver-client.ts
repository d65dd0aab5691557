/**
 * A small typed client of classic (W3C) WebDriver over HTTP: the commands the WebKit adapter needs, nothing
 * more. WebKitGTK's WebKitWebDriver speaks only this protocol (no BiDi), and a dozen endpoints do not warrant a
 * client library with its own runner and dependencies (docs/decisions/450-cross-engine-harness.md).
 */

/** A W3C element reference as the remote end sends and takes it. */
export interface ElementRef {
  'element-6066-11e4-a52e-4f735466cecf': string;
}

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export function isElementRef(value: unknown): value is ElementRef {
  return typeof value === 'object' && value !== null && ELEMENT_KEY in value;
}

export interface WebDriverCookie {
  name: string;
  value: string;
  domain?: string;
  path?: string;
  secure?: boolean;
  httpOnly?: boolean;
  expiry?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** One step of a W3C key input source (`POST /actions`). */
export type KeyAction = { type: 'keyDown' | 'keyUp'; value: string } | { type: 'pause'; duration: number };
export type PointerAction =
  | {
      type: 'pointerMove';
      x: number;
      y: number;
      origin?: 'viewport' | 'pointer' | ElementRef;
      duration?: number;
    }
  | { type: 'pointerDown' | 'pointerUp'; button: number }
  | { type: 'pause'; duration: number };
export class WebDriverError extends Error {
  constructor(
    readonly command: string,
    readonly error: string,
    message: string,
  ) {
    super(`${command}: ${error}: ${message}`);
  }
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /** POST /session with `alwaysMatch` capabilities; the session's own client. */
  static async create(driverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await send<{ sessionId: string }>(`${driverUrl}/session`, 'POST', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(`${driverUrl}/session/${value.sessionId}`, value.sessionId);
  }

  private call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return send<T>(`${this.base}${path}`, method, body);
  }

  navigate(url: string): Promise<null> {
    return this.call('POST', '/url', { url });
  }
  currentUrl(): Promise<string> {
    return this.call('GET', '/url');
  }
  refresh(): Promise<null> {
    return this.call('POST', '/refresh', {});
  }
  /** Runs a function body with `arguments`; element references in the result come back as ElementRef. */
  execute<T>(body: string, args: unknown[]): Promise<T> {
    return this.call('POST', '/execute/sync', { script: body, args });
  }
  click(element: ElementRef): Promise<null> {
    return this.call('POST', `/element/${element[ELEMENT_KEY]}/click`, {});
  }
  clear(element: ElementRef): Promise<null> {
    return this.call('POST', `/element/${element[ELEMENT_KEY]}/clear`, {});
  }
  sendKeys(element: ElementRef, text: string): Promise<null> {
    return this.call('POST', `/element/${element[ELEMENT_KEY]}/value`, { text });
  }
  keys(actions: KeyAction[]): Promise<null> {
    return this.call('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }
  pointer(actions: PointerAction[]): Promise<null> {
    return this.call('POST', '/actions', {
      actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }],
    });
  }
  releaseActions(): Promise<null> {
    return this.call('DELETE', '/actions');
  }
  setWindowRect(width: number, height: number): Promise<unknown> {
    return this.call('POST', '/window/rect', { width, height });
  }
  addCookie(cookie: WebDriverCookie): Promise<null> {
    return this.call('POST', '/cookie', { cookie });
  }
  cookies(): Promise<WebDriverCookie[]> {
    return this.call('GET', '/cookie');
  }
  /** The viewport as a PNG. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.call<string>('GET', '/screenshot'), 'base64');
  }
  setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }): Promise<null> {
    return this.call('POST', '/timeouts', timeouts);
  }
  async delete(): Promise<void> {
    await send(this.base, 'DELETE');
  }
}

async function send<T>(url: string, method: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const parsed = (text ? JSON.parse(text) : {}) as { value?: unknown };
  const value = parsed.value;
  if (!res.ok) {
    const failure = (value ?? {}) as { error?: string; message?: string };
    throw new WebDriverError(
      `${method} ${new URL(url).pathname}`,
      failure.error ?? String(res.status),
      failure.message ?? text,
    );
  }
  return value as T;
}
