import { Agent, request as httpRequest } from 'node:http';
import WebSocket from 'ws';

/**
 * Bare clients for the hub benchmarks, equally light for both servers: thousands of the
 * official clients would measure the clients more than the server.
 *   - `SignalRClient`: the SignalR JSON protocol over `ws`, as the official client speaks it
 *     (negotiate -> WebSocket with the connection token -> handshake -> invocations, pings);
 *   - `SocketIoClient`: Engine.IO 4 / socket.io 5 packets over `ws` (open, namespace connect,
 *     events with acknowledgements, pong), as socket.io-client speaks them on its WebSocket transport.
 */
const RS = '\u001e';

/** Epoch milliseconds with sub-millisecond resolution, comparable across processes. */
export const now = () => performance.timeOrigin + performance.now();

export type EventHandler = (target: string, args: unknown[], at: number) => void;

export interface BenchClient {
  onEvent: EventHandler;
  close(): void;
}

type SignalRRecord = {
  type?: number;
  invocationId?: string;
  target?: string;
  arguments?: unknown[];
  error?: string;
};

// Negotiate over a few kept-alive sockets, as a browser does, not one TCP connection each.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function post(url: string, token: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(url),
      { method: 'POST', agent, headers: { authorization: `Bearer ${token}`, 'content-length': 0 } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          res.statusCode === 200 ? resolve(body) : reject(new Error(`negotiate answered ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function opened(socket: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, res) => reject(new Error(`upgrade ${res.statusCode}`)));
    socket.once('open', () => resolve());
  });
}

export class SignalRClient implements BenchClient {
  private nextInvocation = 0;
  private readonly pending = new Map<string, { resolve(): void; reject(error: Error): void }>();
  private handshake: { resolve(): void; reject(error: Error): void } | undefined;
  onEvent: EventHandler = () => {};

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const at = now();
      for (const text of data.toString().split(RS))
        if (text) this.receive(JSON.parse(text) as SignalRRecord, at);
    });
    socket.on('error', () => {});
  }

  /** Negotiate, open the socket and complete the handshake, as the official client's start() does. */
  static async connect(baseUrl: string, token: string): Promise<SignalRClient> {
    const { connectionToken } = JSON.parse(
      await post(`${baseUrl}/signalr/negotiate?negotiateVersion=1`, token),
    ) as {
      connectionToken: string;
    };
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/signalr?id=${connectionToken}`, {
      headers: { authorization: `Bearer ${token}` },
      perMessageDeflate: false,
    });
    const client = new SignalRClient(socket);
    await opened(socket);
    await new Promise<void>((resolve, reject) => {
      client.handshake = { resolve, reject };
      socket.send(`{"protocol":"json","version":1}${RS}`);
    });
    return client;
  }

  invoke(target: string, ...args: unknown[]): Promise<void> {
    const invocationId = String(this.nextInvocation++);
    return new Promise((resolve, reject) => {
      this.pending.set(invocationId, { resolve, reject });
      this.send({ type: 1, invocationId, target, arguments: args });
    });
  }

  /** The official client pings every 15 s; the load process calls this for all on one timer. */
  ping(): void {
    this.send({ type: 6 });
  }

  close(): void {
    this.socket.terminate();
  }

  private send(record: object): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(record) + RS);
  }

  private receive(record: SignalRRecord, at: number): void {
    if (this.handshake) {
      const { resolve, reject } = this.handshake;
      this.handshake = undefined;
      if (record.error) reject(new Error(record.error));
      else resolve();
    } else if (record.type === 3 && record.invocationId !== undefined) {
      const waiter = this.pending.get(record.invocationId);
      this.pending.delete(record.invocationId);
      if (record.error) waiter?.reject(new Error(record.error));
      else waiter?.resolve();
    } else if (record.type === 1 && record.target) {
      this.onEvent(record.target, record.arguments ?? [], at);
    }
  }
}

export class SocketIoClient implements BenchClient {
  private nextAck = 0;
  private readonly acks = new Map<number, () => void>();
  private connected: { resolve(): void; reject(error: Error): void } | undefined;
  onEvent: EventHandler = () => {};

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => this.receive(data.toString(), now()));
    socket.on('error', () => {});
  }

  static async connect(baseUrl: string): Promise<SocketIoClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
      perMessageDeflate: false,
    });
    const client = new SocketIoClient(socket);
    const ready = new Promise<void>((resolve, reject) => {
      client.connected = { resolve, reject };
    });
    await opened(socket);
    await ready;
    return client;
  }

  /** `socket.emitWithAck(event, ...args)`. */
  emitWithAck(event: string, ...args: unknown[]): Promise<void> {
    const id = this.nextAck++;
    return new Promise((resolve) => {
      this.acks.set(id, resolve);
      this.socket.send(`42${id}${JSON.stringify([event, ...args])}`);
    });
  }

  close(): void {
    this.socket.terminate();
  }

  private receive(packet: string, at: number): void {
    switch (packet[0]) {
      case '0': // Engine.IO open: connect to the main namespace.
        this.socket.send('40');
        return;
      case '2': // Engine.IO ping from the server.
        this.socket.send('3');
        return;
      case '4':
        break;
      default:
        return;
    }
    const type = packet[1];
    if (type === '0') {
      this.connected?.resolve();
      this.connected = undefined;
    } else if (type === '4') {
      this.connected?.reject(new Error(`socket.io refused: ${packet.slice(2)}`));
    } else if (type === '2') {
      const [target, ...args] = JSON.parse(packet.slice(2)) as [string, ...unknown[]];
      this.onEvent(target, args, at);
    } else if (type === '3') {
      const id = Number(/^\d+/.exec(packet.slice(2))?.[0]);
      this.acks.get(id)?.();
      this.acks.delete(id);
    }
  }
}
