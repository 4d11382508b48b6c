import { constants, inflateSync } from 'node:zlib';
import { addDecoder, BaseDecoder, type ImageFileDirectory } from 'geotiff';

/**
 * geotiff's decoders for the compressions the terrain reader accepts (./tiff-structure.ts),
 * replaced through its own extension point (`addDecoder`) by ones that never produce more
 * than a block's declared size: its LZW and PackBits decoders grow a JavaScript array for as
 * long as the data goes on (a 45 KB strip made 100 MB of it and ended the server), and its
 * Deflate decoder inflates without a bound. A block that decodes beyond its size is a broken
 * or hostile file: BlockTooLarge, at the first byte too many.
 */
export class BlockTooLarge extends Error {
  override readonly name = 'BlockTooLarge';
  constructor(readonly maxBytes: number) {
    super(
      `a strip or tile decodes to more than the ${maxBytes.toLocaleString('en')} bytes its size declares`,
    );
  }
}

type Parameters = ConstructorParameters<typeof BaseDecoder>[0] & { maxBytes: number };

/** geotiff's own parameters (its defaultDecoderParameterFn), with the block's size in bytes. */
async function parametersOf(directory: ImageFileDirectory): Promise<Parameters> {
  const tiled = !directory.hasTag('StripOffsets');
  const width = Number(await directory.loadValue('ImageWidth'));
  const height = Number(await directory.loadValue('ImageLength'));
  const tileWidth = Number(tiled ? await directory.loadValue('TileWidth') : width);
  const rows = Number(
    tiled ? await directory.loadValue('TileLength') : (await directory.loadValue('RowsPerStrip')) || height,
  );
  // A strip has at most the image's rows (RowsPerStrip is often 2³² − 1 for "all").
  const tileHeight = tiled ? rows : Math.min(rows, height);
  const planarConfiguration = Number((await directory.loadValue('PlanarConfiguration')) ?? 1);
  const bitsPerSample = (await directory.loadValue('BitsPerSample')) as Parameters['bitsPerSample'];
  const bits =
    typeof bitsPerSample === 'number' ? [bitsPerSample] : Array.from(bitsPerSample as ArrayLike<number>);
  const pixelBits = planarConfiguration === 2 ? bits[0]! : bits.reduce((sum, b) => sum + b, 0);
  return {
    tileWidth,
    tileHeight,
    planarConfiguration,
    bitsPerSample,
    predictor: Number(await directory.loadValue('Predictor')) || 1,
    maxBytes: Math.ceil((tileWidth * tileHeight * pixelBits) / 8),
  };
}

abstract class BoundedDecoder extends BaseDecoder {
  protected get maxBytes(): number {
    return (this.parameters as Parameters).maxBytes;
  }
}

const CLEAR = 256;
const END = 257;

/** TIFF LZW (MSB first, early change), as geotiff decodes it, into at most `maxBytes`. */
export function decodeLzw(input: Uint8Array, maxBytes: number): Uint8Array {
  const out = new Uint8Array(maxBytes);
  const prefix = new Uint16Array(4096);
  const suffix = new Uint8Array(4096);
  const first = new Uint8Array(4096);
  const lengths = new Uint16Array(4096);
  for (let i = 0; i < 256; i++) {
    suffix[i] = i;
    first[i] = i;
    lengths[i] = 1;
  }
  let next = 258;
  let width = 9;
  let bit = 0;
  let length = 0;
  let old = -1;
  const read = (): number => {
    const at = bit >>> 3;
    if (at >= input.length) return END;
    const word = (input[at]! << 16) | ((input[at + 1] ?? 0) << 8) | (input[at + 2] ?? 0);
    const code = (word >>> (24 - (bit & 7) - width)) & ((1 << width) - 1);
    bit += width;
    return code;
  };
  const emit = (code: number) => {
    const size = lengths[code]!;
    if (length + size > maxBytes) throw new BlockTooLarge(maxBytes);
    for (let i = length + size - 1, c = code; i >= length; i--) {
      out[i] = suffix[c]!;
      c = prefix[c]!;
    }
    length += size;
  };
  const push = (value: number) => {
    if (length + 1 > maxBytes) throw new BlockTooLarge(maxBytes);
    out[length++] = value;
  };
  const add = (code: number, value: number) => {
    if (next >= 4096) return;
    prefix[next] = code;
    suffix[next] = value;
    first[next] = first[code]!;
    lengths[next] = lengths[code]! + 1;
    next++;
  };
  for (let code = read(); code !== END; code = read()) {
    if (code === CLEAR) {
      next = 258;
      width = 9;
      do code = read();
      while (code === CLEAR);
      if (code === END) break;
      if (code > CLEAR) throw new Error(`corrupted LZW code ${code} after a clear code`);
      emit(code);
      old = code;
    } else if (code < next) {
      emit(code);
      if (old >= 0) add(old, first[code]!);
      old = code;
    } else {
      if (old < 0) throw new Error(`LZW code ${code} with no previous code`);
      emit(old);
      push(first[old]!);
      add(old, first[old]!);
      old = code;
    }
    if (next + 1 >= 1 << width) {
      if (width === 12) old = -1;
      else width++;
    }
  }
  return out.slice(0, length);
}

/** PackBits into at most `maxBytes`. */
export function decodePackBits(input: Uint8Array, maxBytes: number): Uint8Array {
  const out = new Uint8Array(maxBytes);
  let length = 0;
  for (let i = 0; i < input.length; ) {
    const header = (input[i]! << 24) >> 24;
    if (header >= 0) {
      const run = header + 1;
      if (length + run > maxBytes) throw new BlockTooLarge(maxBytes);
      out.set(input.subarray(i + 1, i + 1 + run), length);
      length += run;
      i += run + 1;
    } else if (header !== -128) {
      const run = 1 - header;
      if (length + run > maxBytes) throw new BlockTooLarge(maxBytes);
      out.fill(input[i + 1] ?? 0, length, length + run);
      length += run;
      i += 2;
    } else i += 1;
  }
  return out.slice(0, length);
}

/** zlib data into at most `maxBytes`; a stream cut short gives what it holds (as pako did). */
export function decodeDeflate(input: Uint8Array, maxBytes: number): Uint8Array {
  try {
    return inflateSync(input, {
      maxOutputLength: Math.max(1, maxBytes),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new BlockTooLarge(maxBytes);
    throw error;
  }
}

const arrayBufferOf = (bytes: Uint8Array) =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes.buffer
    : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);

class LzwDecoder extends BoundedDecoder {
  override decodeBlock(buffer: ArrayBufferLike) {
    return arrayBufferOf(decodeLzw(new Uint8Array(buffer), this.maxBytes));
  }
}
class DeflateDecoder extends BoundedDecoder {
  override decodeBlock(buffer: ArrayBufferLike) {
    return arrayBufferOf(decodeDeflate(new Uint8Array(buffer), this.maxBytes));
  }
}
class PackBitsDecoder extends BoundedDecoder {
  override decodeBlock(buffer: ArrayBufferLike) {
    return arrayBufferOf(decodePackBits(new Uint8Array(buffer), this.maxBytes));
  }
}

let registered = false;

/** Puts the bounded decoders in geotiff's registry (once per process; in this thread, no worker). */
export function useBoundedDecoders(): void {
  if (registered) return;
  registered = true;
  const decoder = (type: typeof BaseDecoder) => async () => type;
  addDecoder(5, decoder(LzwDecoder), parametersOf, false);
  addDecoder([8, 32946], decoder(DeflateDecoder), parametersOf, false);
  addDecoder(32773, decoder(PackBitsDecoder), parametersOf, false);
}
