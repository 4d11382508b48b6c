import { crc32 as nodeCrc32 } from 'node:zlib';
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';
import { encodePng } from './png';
import { storedZip } from './zip';

describe('crc32', () => {
  it("agrees with Node's zlib", () => {
    const bytes = new TextEncoder().encode('Zones of theoretical visibility');
    expect(crc32(bytes)).toBe(nodeCrc32(bytes));
    expect(crc32(bytes.subarray(10), crc32(bytes.subarray(0, 10)))).toBe(nodeCrc32(bytes));
  });
});

describe('encodePng', () => {
  it('writes RGBA pixels that a PNG decoder reads back', async () => {
    const rgba = new Uint8Array(3 * 2 * 4).map((_, i) => (i * 37) % 256);
    const png = decode(await encodePng(rgba, 3, 2));
    expect([png.width, png.height, png.channels, png.depth]).toEqual([3, 2, 4, 8]);
    expect([...png.data]).toEqual([...rgba]);
  });

  it('refuses pixels of another size', async () => {
    await expect(encodePng(new Uint8Array(8), 3, 2)).rejects.toThrow('do not match');
  });
});

describe('storedZip', () => {
  it('holds each entry under its name, with its CRC, as a zip reader finds them', () => {
    const entries = [
      { name: 'ztv-tips.png', data: new Uint8Array([1, 2, 3, 4, 5]) },
      { name: 'ztv-tips.pgw', data: new TextEncoder().encode('50\n0\n0\n-50\n1025\n9975\n') },
    ];
    const zip = storedZip(entries);
    const view = new DataView(zip.buffer, zip.byteOffset);
    // The end record says where the directory is; the directory where each entry is.
    const end = zip.length - 22;
    expect(view.getUint32(end, true)).toBe(0x06054b50);
    expect(view.getUint16(end + 10, true)).toBe(2);
    let at = view.getUint32(end + 16, true);
    for (const entry of entries) {
      expect(view.getUint32(at, true)).toBe(0x02014b50);
      const nameLength = view.getUint16(at + 28, true);
      expect(new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength))).toBe(entry.name);
      expect(view.getUint32(at + 16, true)).toBe(nodeCrc32(entry.data));
      const local = view.getUint32(at + 42, true);
      expect(view.getUint32(local, true)).toBe(0x04034b50);
      const start = local + 30 + view.getUint16(local + 26, true);
      expect([...zip.subarray(start, start + entry.data.length)]).toEqual([...entry.data]);
      at += 46 + nameLength;
    }
  });
});
