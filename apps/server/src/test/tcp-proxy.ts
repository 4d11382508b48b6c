import { connect, createServer, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Existing connections freeze and new ones are accepted but never answered. */
  blackHole(): void;
  /** Every connection is dropped, and new ones are closed at once. */
  cut(): void;
  /** Forward again (new connections). */
  restore(): void;
  close(): Promise<void>;
};

/**
 * A TCP proxy in front of a real service (PostgreSQL, Redis), to make it black-holed or
 * unreachable in the middle of a test without touching the service itself.
 */
export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'forward' | 'blackhole' | 'cut' = 'forward';
  const pairs = new Set<[Socket, Socket]>();
  const held = new Set<Socket>();
  const server = createServer((client) => {
    client.on('error', () => {});
    if (mode === 'cut') return void client.destroy();
    if (mode === 'blackhole') {
      held.add(client);
      client.on('close', () => held.delete(client));
      return;
    }
    const upstream = connect(target.port, target.host);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return {
    port: address.port,
    blackHole: () => {
      mode = 'blackhole';
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    cut: () => {
      mode = 'cut';
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
    },
    restore: () => {
      mode = 'forward';
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
        for (const socket of held) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
