/**
 * What one client may ask of the hub. Over a limit the connection is closed with
 * a SignalR Close message naming the limit, and nothing of the offending message is relayed.
 * Decisions and figures: docs/security.md ("The hub").
 */
export const HUB_LIMITS = {
  /** Open connections of one user on one process (a dashboard tab or editor holds one). */
  connectionsPerUser: 20,
  /** One incoming frame or record; the WebSocket itself refuses frames past twice this. */
  messageBytes: 32 * 1024,
  /** Sustained incoming messages per second per connection… */
  messagesPerSecond: 20,
  /** …with bursts up to this many (a dashboard subscribing to its projects at start). */
  messageBurst: 60,
  /** The serialized `item` of NotifyItemUpdated. */
  itemBytes: 4 * 1024,
  /** The serialized payload of NotifyWorldEvent. */
  worldEventBytes: 16 * 1024,
  /** Projects one connection is present in at once (presence.ts); a planner tab needs one. */
  presenceProjects: 20,
} as const;

export const tooManyConnections = () =>
  `Too many connections: at most ${HUB_LIMITS.connectionsPerUser} per user. Close another tab and try again.`;
export const messageTooLarge = () =>
  `Connection closed with an error. A message is larger than ${HUB_LIMITS.messageBytes} bytes.`;
export const tooManyMessages = () =>
  `Connection closed with an error. More than ${HUB_LIMITS.messagesPerSecond} messages per second.`;

/** A token bucket: `take()` is false once the connection sends faster than the limit. */
export class MessageRate {
  private tokens: number = HUB_LIMITS.messageBurst;
  private refilledAt = Date.now();

  take(count = 1, now = Date.now()): boolean {
    const elapsed = (now - this.refilledAt) / 1000;
    this.refilledAt = now;
    this.tokens = Math.min(HUB_LIMITS.messageBurst, this.tokens + elapsed * HUB_LIMITS.messagesPerSecond);
    if (this.tokens < count) return false;
    this.tokens -= count;
    return true;
  }
}
