import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Bytes of a file read where they are needed, not all at once: the checks that refuse a
 * hostile upload before decoding (a TIFF's directory, a JPEG's markers, a PNG's chunks) read a
 * received file through this on the server's own thread, a few KB to a few MB of it.
 */
export type ByteSource = { size: number; read: (at: number, length: number) => Uint8Array };

/** A ByteSource over bytes in memory. */
export const bytesSource = (bytes: Uint8Array): ByteSource => ({
  size: bytes.byteLength,
  read: (at, length) => bytes.subarray(at, Math.min(at + length, bytes.byteLength)),
});

/** Runs `check` over the file at `path` (of `size` bytes), read with positional reads. */
export function withFileSource<T>(path: string, size: number, check: (source: ByteSource) => T): T {
  const fd = openSync(path, 'r');
  try {
    return check({
      size,
      read: (at, length) => {
        const chunk = Buffer.alloc(Math.max(0, Math.min(length, size - at)));
        readSync(fd, chunk, 0, chunk.length, at);
        return chunk;
      },
    });
  } finally {
    closeSync(fd);
  }
}

/** The window `windowed` reads at a time. */
const BLOCK = 1024 * 1024;

/**
 * The same source read through a window of `BLOCK` bytes: many small reads near each other (a
 * PNG's chunk headers, a JPEG's markers) cost one read of the file per window, not one each.
 */
export function windowed(source: ByteSource): ByteSource {
  let start = 0;
  let window: Uint8Array = new Uint8Array(0);
  return {
    size: source.size,
    read: (at, length) => {
      if (length > BLOCK) return source.read(at, length);
      if (at < start || at + length > start + window.length) {
        start = at;
        window = source.read(at, BLOCK);
      }
      return window.subarray(at - start, Math.min(at - start + length, window.length));
    },
  };
}
