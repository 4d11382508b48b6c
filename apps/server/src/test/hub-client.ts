import * as signalR from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { buildApp } from '../app.js';
import type { AppContext } from '../app-context.js';
import { loadConfig } from '../config.js';
import { createContext } from '../context.js';
import { type DatabaseHandle, openDatabase } from '../db/connection.js';
import { serverMounts } from '../mounts.js';
import type { TestApp } from './harness.js';

/** Hub tests talk over real sockets: the app listens on a free local port. */
export async function listen(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

export const portOf = (baseUrl: string) => Number(new URL(baseUrl).port);

/**
 * Another server process on the same database (the same PGlite instance, or a separate
 * pool on the same PostgreSQL database), as production runs N of them.
 */
export async function siblingApp(
  t: TestApp,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; ctx: AppContext; close(): Promise<void> }> {
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent', ...env });
  const ownHandle: DatabaseHandle | undefined = t.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: t.databaseUrl, poolSize: 5 })
    : undefined;
  const ctx = await createContext(config, ownHandle ?? t.ctx.database);
  const app = await buildApp(ctx, { mounts: serverMounts(ctx), logger: false });
  await app.ready();
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      await ownHandle?.close();
    },
  };
}

type TokenSource = string | (() => string | Promise<string>);

/** The official client, as the dashboard builds it. */
export function hubClient(
  baseUrl: string,
  token: TokenSource,
  options: { reconnect?: number[]; skipNegotiation?: boolean } = {},
): signalR.HubConnection {
  let builder = new signalR.HubConnectionBuilder()
    .withUrl(`${baseUrl}/signalr`, {
      accessTokenFactory: typeof token === 'string' ? () => token : token,
      ...(options.skipNegotiation
        ? { skipNegotiation: true, transport: signalR.HttpTransportType.WebSockets }
        : {}),
    })
    .configureLogging(signalR.LogLevel.None);
  if (options.reconnect) builder = builder.withAutomaticReconnect(options.reconnect);
  return builder.build();
}

/** Resolves with the arguments of the next `name` event (that matches), or fails after `timeoutMs`. */
export function nextEvent(
  connection: signalR.HubConnection,
  name: string,
  match: (...args: unknown[]) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const handler = (...args: unknown[]) => {
      if (!match(...args)) return;
      clearTimeout(timer);
      connection.off(name, handler);
      resolve(args);
    };
    const timer = setTimeout(() => {
      connection.off(name, handler);
      reject(new Error(`no ${name} event within ${timeoutMs} ms`));
    }, timeoutMs);
    connection.on(name, handler);
  });
}

/** Collects every `name` event from now on. */
export function recordEvents(connection: signalR.HubConnection, name: string): unknown[][] {
  const seen: unknown[][] = [];
  connection.on(name, (...args: unknown[]) => seen.push(args));
  return seen;
}

export const RS = '\u001e';

/** A raw WebSocket speaking the protocol by hand, for what the official client never sends. */
export class RawHubSocket {
  readonly records: Array<Record<string, unknown>> = [];
  private waiters: Array<() => void> = [];
  closed = false;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      for (const record of data.toString().split(RS).filter(Boolean)) this.records.push(JSON.parse(record));
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', () => {
      this.closed = true;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Opens the socket; rejects with the HTTP status when the upgrade is refused. */
  static open(url: string, headers: Record<string, string> = {}): Promise<RawHubSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      socket.once('open', () => resolve(new RawHubSocket(socket)));
      socket.once('unexpected-response', (_request, response) => {
        reject(Object.assign(new Error(`HTTP ${response.statusCode}`), { status: response.statusCode }));
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  send(...records: object[]): void {
    this.socket.send(records.map((record) => JSON.stringify(record) + RS).join(''));
  }

  sendText(text: string): void {
    this.socket.send(text);
  }

  /** Waits until a record matching `match` has arrived (returns it). */
  async waitFor(
    match: (record: Record<string, unknown>) => boolean,
    timeoutMs = 5_000,
  ): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.records.find(match);
      if (found) return found;
      if (this.closed) throw new Error('socket closed before the record arrived');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('record did not arrive in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async waitClosed(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (!this.closed) throw new Error('socket still open');
  }

  close(): void {
    this.socket.close();
  }
}

/** POST /signalr/negotiate by hand. */
export async function negotiate(baseUrl: string, token?: string) {
  const response = await fetch(`${baseUrl}/signalr/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const wsUrl = (baseUrl: string, query = '') => `${baseUrl.replace(/^http/, 'ws')}/signalr${query}`;
