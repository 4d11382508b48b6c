/**
 * The ASP.NET Core SignalR JSON hub protocol (HubProtocol.md): records of JSON text, each
 * terminated by the record separator 0x1E. One WebSocket frame may hold several records,
 * and a record may in theory span frames, so the reader keeps the unfinished tail.
 */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export type InvocationMessage = {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
};

export type HubMessage =
  | InvocationMessage
  | { type: 4; invocationId: string; target: string; arguments: unknown[] }
  | { type: 2 | 3 | 5 | 8 | 9; invocationId?: string }
  | { type: 6 }
  | { type: 7; error?: string; allowReconnect?: boolean };

export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
}

/** Splits incoming text into complete records; keeps a partial record for the next frame. */
export class RecordReader {
  private pending = '';

  push(text: string): string[] {
    const combined = this.pending + text;
    const parts = combined.split(RECORD_SEPARATOR);
    this.pending = parts.pop() ?? '';
    return parts;
  }

  get pendingLength(): number {
    return this.pending.length;
  }

  get hasPending(): boolean {
    return this.pending.length > 0;
  }
}

/** `{"protocol":"json","version":1}`: anything else is refused with a handshake error. */
export function parseHandshake(record: string): { protocol: string; version: number } {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    throw new ProtocolError('The handshake request is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null)
    throw new ProtocolError('The handshake request is invalid.');
  const { protocol, version } = value as Record<string, unknown>;
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    throw new ProtocolError('The handshake request must name a protocol and a version.');
  }
  return { protocol, version };
}

/** A hub message, checked only as far as the server relies on its fields. */
export function parseMessage(record: string): HubMessage {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    throw new ProtocolError('A message is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ProtocolError('A message must be a JSON object.');
  }
  const message = value as Record<string, unknown>;
  const type = message.type;
  if (typeof type !== 'number' || !Number.isInteger(type) || type < 1 || type > 9) {
    throw new ProtocolError('A message has no valid type.');
  }
  if (message.invocationId !== undefined && typeof message.invocationId !== 'string') {
    throw new ProtocolError('An invocationId must be a string.');
  }
  if (type === MessageType.Invocation || type === MessageType.StreamInvocation) {
    if (typeof message.target !== 'string') throw new ProtocolError('An invocation has no target.');
    if (message.arguments !== undefined && !Array.isArray(message.arguments)) {
      throw new ProtocolError('Invocation arguments must be an array.');
    }
    if (type === MessageType.StreamInvocation && typeof message.invocationId !== 'string') {
      throw new ProtocolError('A stream invocation has no invocationId.');
    }
    return { ...message, arguments: (message.arguments as unknown[] | undefined) ?? [] } as HubMessage;
  }
  return message as HubMessage;
}

export const frame = (message: object): string => `${JSON.stringify(message)}${RECORD_SEPARATOR}`;

export const HANDSHAKE_OK = `{}${RECORD_SEPARATOR}`;
export const PING = frame({ type: MessageType.Ping });

export const handshakeError = (error: string) => frame({ error });

export const completion = (invocationId: string, outcome: { result?: unknown } | { error: string }) =>
  frame({ type: MessageType.Completion, invocationId, ...outcome });

/**
 * A server-to-client event: an invocation without invocationId; `headers` (the protocol's
 * optional message headers) carry the X-Request-Id of the request that caused it.
 */
export const invocation = (target: string, args: unknown[], headers?: Record<string, string>) =>
  frame({ type: MessageType.Invocation, target, arguments: args, ...(headers ? { headers } : {}) });

export const close = (options: { error?: string; allowReconnect?: boolean } = {}) =>
  frame({ type: MessageType.Close, ...options });
