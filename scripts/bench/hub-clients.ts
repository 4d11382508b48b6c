import WebSocket from 'ws';

/**
 * A bare SignalR JSON-protocol client over `ws` for the hub benchmark: thousands of the
 * official client would measure the client more than the server.
 */
const RS = '\u001e';

type Record_ = {
  type?: number;
  invocationId?: string;
  target?: string;
  arguments?: unknown[];
  error?: string;
};

export class BenchClient {
  private nextInvocation = 0;
  private readonly pending = new Map<string, { resolve(): void; reject(error: Error): void }>();
  private pingTimer: NodeJS.Timeout | undefined;
  /** Called with the receive time of each server event. */
  onEvent: (target: string, args: unknown[], at: number) => void = () => {};

  private constructor(private readonly socket: WebSocket) {}

  /** Negotiate, open the socket and complete the handshake, as the official client does. */
  static async connect(baseUrl: string, token: string): Promise<BenchClient> {
    const response = await fetch(`${baseUrl}/signalr/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw new Error(`negotiate answered ${response.status}`);
    const { connectionToken } = (await response.json()) as { connectionToken: string };
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/signalr?id=${connectionToken}`, {
      headers: { authorization: `Bearer ${token}` },
      perMessageDeflate: false,
    });
    const client = new BenchClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, res) => reject(new Error(`upgrade ${res.statusCode}`)));
      socket.once('open', () => {
        socket.send(`{"protocol":"json","version":1}${RS}`);
      });
      let handshook = false;
      socket.on('message', (data) => {
        const now = performance.now();
        for (const text of data.toString().split(RS)) {
          if (!text) continue;
          const record = JSON.parse(text) as Record_;
          if (!handshook) {
            handshook = true;
            if (record.error) reject(new Error(record.error));
            else resolve();
            continue;
          }
          client.receive(record, now);
        }
      });
    });
    // The server drops clients silent for longer than its timeout: ping like the real client.
    client.pingTimer = setInterval(() => client.send({ type: 6 }), 15_000);
    client.pingTimer.unref();
    return client;
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  invoke(target: string, ...args: unknown[]): Promise<void> {
    const invocationId = String(this.nextInvocation++);
    return new Promise((resolve, reject) => {
      this.pending.set(invocationId, { resolve, reject });
      this.send({ type: 1, invocationId, target, arguments: args });
    });
  }

  close(): void {
    clearInterval(this.pingTimer);
    this.socket.terminate();
  }

  private send(record: object): void {
    if (this.isOpen) this.socket.send(JSON.stringify(record) + RS);
  }

  private receive(record: Record_, at: number): void {
    if (record.type === 3 && record.invocationId !== undefined) {
      const waiter = this.pending.get(record.invocationId);
      this.pending.delete(record.invocationId);
      if (record.error) waiter?.reject(new Error(record.error));
      else waiter?.resolve();
    } else if (record.type === 1 && record.target) {
      this.onEvent(record.target, record.arguments ?? [], at);
    }
  }
}
