const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the dashboard may live, for redirect URIs and CORS: the app's own public URL and
 * anything under it. While the app itself runs on plain http (development), any loopback
 * origin is allowed too, so the Vite dev server (:5173) and tests on random ports work.
 */
export class AppOrigins {
  private readonly base: URL;
  private readonly allowLoopback: boolean;

  constructor(publicUrl: string) {
    this.base = new URL(publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
    this.allowLoopback = this.base.protocol === 'http:' || LOOPBACK_HOSTS.has(this.base.hostname);
  }

  /** The URIs registered for the client; the checks below accept more than these. */
  get registered(): string[] {
    const uris = [this.base.href];
    if (this.allowLoopback && this.base.origin !== 'http://localhost:5173')
      uris.push('http://localhost:5173/');
    return uris;
  }

  originAllowed(origin: string): boolean {
    const url = URL.parse(origin);
    if (!url || url.origin !== origin) return false;
    if (url.origin === this.base.origin) return true;
    return this.allowLoopback && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  }

  redirectAllowed(uri: string): boolean {
    const url = URL.parse(uri);
    if (!url || url.hash || uri.includes('#')) return false;
    if (url.origin === this.base.origin) return `${url.href}/`.startsWith(this.base.href);
    return this.originAllowed(url.origin);
  }
}
