/**
 * One event for many connections: its JSON text serialised once and its WebSocket
 * frame (RFC 6455 section 5.2: header and payload in one buffer) built once, so a fan-out to N
 * connections costs one `JSON.stringify`, one frame and N socket writes, not N of each, as
 * socket.io does (`wsPreEncodedFrame`). A server's frame is never masked, so the bytes are the
 * same for every connection; with per-message deflate off (mount.ts) ws changes nothing per
 * connection either.
 */
export class Broadcast {
  /** The framed record(s), for connections that hold events back (hub.ts recheck). */
  readonly text: Buffer;
  /** One final, unmasked text frame carrying `text`. */
  readonly frame: Buffer;

  constructor(text: string) {
    this.text = Buffer.from(text);
    this.frame = textFrame(this.text);
  }
}

/** FIN + opcode 1 (text), then the payload length in 7, 7+16 or 7+64 bits, no mask. */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}
