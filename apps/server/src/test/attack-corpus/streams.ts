import { constants, deflateRawSync } from 'node:zlib';

/** The byte-run streams the hostile files are made of: zlib and TIFF LZW of one repeated byte. */

export const MiB = 1024 * 1024;

// --- zlib streams of one repeated byte -----------------------------------------------------

/** The Adler-32 of `prefix` followed by `count` bytes of `byte` (RFC 1950), without the bytes. */
function adler32OfRun(prefix: Uint8Array, byte: number, count: number): number {
  const MOD = 65521n;
  let a = 1n;
  let b = 0n;
  for (const value of prefix) {
    a = (a + BigInt(value)) % MOD;
    b = (b + a) % MOD;
  }
  const n = BigInt(count);
  // After n more bytes of v: a' = a + n·v, b' = b + n·a + v·n(n+1)/2.
  const v = BigInt(byte);
  const b2 = (b + n * a + (v * n * (n + 1n)) / 2n) % MOD;
  const a2 = (a + n * v) % MOD;
  return Number((b2 << 16n) | a2);
}

/**
 * One valid zlib stream that inflates to `prefix` then `byte` repeated up to `total` bytes,
 * without ever holding `total` bytes: each MiB is deflated on its own and ended with a full
 * flush (byte-aligned, no reference to earlier data), so the same compressed MiB can simply
 * be repeated; an empty final block and the Adler-32 of the whole close it. Deflate's best
 * ratio is about 1,030 : 1, so 1 GiB takes about 1 MB.
 */
export function zlibOfRun(total: number, byte = 0, prefix: Uint8Array = new Uint8Array(0)): Uint8Array {
  const flushed = (data: Uint8Array) =>
    deflateRawSync(data, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const chunk = (length: number, withPrefix: boolean) => {
    const data = new Uint8Array(length).fill(byte);
    if (withPrefix) data.set(prefix);
    return flushed(data);
  };
  const parts: Uint8Array[] = [Uint8Array.of(0x78, 0xda)];
  const first = Math.min(total, MiB);
  parts.push(chunk(first, true));
  const whole = Math.floor((total - first) / MiB);
  const repeated = whole > 0 ? chunk(MiB, false) : new Uint8Array(0);
  for (let i = 0; i < whole; i++) parts.push(repeated);
  const rest = total - first - whole * MiB;
  if (rest > 0) parts.push(chunk(rest, false));
  const trailer = new Uint8Array(6);
  trailer.set([0x03, 0x00]); // a final fixed-Huffman block holding only end-of-block
  new DataView(trailer.buffer).setUint32(2, adler32OfRun(prefix, byte, total - prefix.length));
  parts.push(trailer);
  return concat(parts);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// --- TIFF LZW of one repeated byte ---------------------------------------------------------

/**
 * TIFF LZW (compression 5) of `length` bytes of `byte`, as a standard encoder writes it: codes
 * MSB first, 9 to 12 bits wide with TIFF's early change, a Clear code before the table fills.
 * A run makes each new code one byte longer than the last, so one table's worth of codes
 * (about 5.4 KB) yields about 7.4 MB: 1 : 1,360. The table is cleared at 4,092 entries, as
 * geotiff's decoder keeps no more.
 */
export function lzwOfRun(length: number, byte = 0): Uint8Array {
  const out: number[] = [];
  let acc = 0;
  let accBits = 0;
  const write = (code: number, width: number) => {
    acc = (acc << width) | code;
    accBits += width;
    while (accBits >= 8) {
      accBits -= 8;
      out.push((acc >>> accBits) & 0xff);
    }
    acc &= (1 << accBits) - 1;
  };
  const CLEAR = 256;
  const EOI = 257;
  let width = 9;
  let next = 258;
  /** Bytes of the previous code's string; 0 right after a Clear. */
  let previous = 0;
  const lengths: number[] = [];
  let remaining = length;
  write(CLEAR, width);
  while (remaining > 0) {
    let code: number;
    let produced: number;
    if (previous === 0) {
      code = byte;
      produced = 1;
    } else if (previous + 1 <= remaining) {
      // The entry this code defines (previous string + its first byte): one byte longer.
      code = next;
      produced = previous + 1;
    } else {
      // The tail: the longest entry that still fits, or the single byte.
      code = byte;
      produced = 1;
      for (let c = next - 1; c >= 258; c--) {
        if (lengths[c - 258]! <= remaining) {
          code = c;
          produced = lengths[c - 258]!;
          break;
        }
      }
    }
    write(code, width);
    if (previous !== 0) lengths[next++ - 258] = previous + 1;
    previous = produced;
    remaining -= produced;
    if (next + 1 >= 1 << width && width < 12) width++;
    if (next === 4092 && remaining > 0) {
      write(CLEAR, width);
      width = 9;
      next = 258;
      previous = 0;
      lengths.length = 0;
    }
  }
  write(EOI, width);
  if (accBits > 0) write(0, 8 - accBits);
  return Uint8Array.from(out);
}
