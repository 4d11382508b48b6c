import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';

type Cookie = { name: string; value: string; path: string; expires?: number };

/**
 * A minimal browser for tests that go through the provider by HTTP alone: it keeps
 * cookies (by path, like a browser), never follows redirects by itself, and reads forms.
 */
export class TestBrowser {
  private cookies: Cookie[] = [];
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0';

  constructor(readonly origin: string) {}

  private cookieHeader(path: string): string {
    const now = Date.now();
    return this.cookies
      .filter(
        (c) =>
          (c.expires === undefined || c.expires > now) &&
          (path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  private store(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      const cookie: Cookie = { name: pair.slice(0, index), value: pair.slice(index + 1), path: '/' };
      for (const attribute of attributes) {
        const [key = '', value = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') cookie.path = value;
        if (key.toLowerCase() === 'expires') cookie.expires = Date.parse(value);
        if (key.toLowerCase() === 'max-age') cookie.expires = Date.now() + Number(value) * 1000;
      }
      this.cookies = this.cookies.filter((c) => !(c.name === cookie.name && c.path === cookie.path));
      if (cookie.value !== '' && (cookie.expires === undefined || cookie.expires > Date.now()))
        this.cookies.push(cookie);
    }
  }

  cookieNames(): string[] {
    return this.cookies.map((c) => c.name);
  }

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const target = new URL(url, this.origin);
    const headers: Record<string, string> = { 'user-agent': this.userAgent, ...init.headers };
    const cookie = target.origin === new URL(this.origin).origin ? this.cookieHeader(target.pathname) : '';
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.store(response.headers.getSetCookie());
    const text = await response.text();
    const location = response.headers.get('location');
    return {
      status: response.status,
      headers: response.headers,
      text,
      location: location ? new URL(location, target).href : undefined,
      json: () => JSON.parse(text) as Record<string, unknown>,
    };
  }

  /** Follows redirects until one leaves for `stopAt` (the app's redirect URI) or a page answers. */
  async follow(url: string, stopAt?: string) {
    let response = await this.request(url);
    for (let hops = 0; response.location && hops < 10; hops++) {
      if (stopAt && response.location.startsWith(stopAt) && !response.location.startsWith(`${stopAt}realms/`))
        break;
      response = await this.request(response.location);
    }
    return response;
  }
}

/** The action and fields of the first form on a page (hidden inputs and given values). */
export function readForm(page: string, id?: string): { action: string; fields: Record<string, string> } {
  const forms = [...page.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
  const match = id ? forms.find((f) => f[1]!.includes(`id="${id}"`)) : forms[0];
  if (!match) throw new Error('no form on the page');
  const action = /action="([^"]*)"/.exec(match[1]!)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const input of match[2]!.matchAll(/<input\b([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(input[1]!)?.[1];
    const value = /value="([^"]*)"/.exec(input[1]!)?.[1];
    if (name && value !== undefined) fields[name] = value.replace(/&amp;/g, '&');
  }
  return { action: action.replace(/&amp;/g, '&'), fields };
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
