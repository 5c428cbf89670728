/**
 * The width and height a PNG, JPEG, GIF or WebP image declares in its headers, read without
 * decoding a pixel. A logo of 2 MB can declare 60,000 × 60,000 pixels (a "decompression bomb":
 * one colour compresses to almost nothing), which every manager's browser would then try to
 * unpack into gigabytes to draw a 56 px avatar; its size is known, and refused, from the headers.
 * Our own reader, not the `image-size` package, which takes a GIF's screen for its size where the
 * browser grows it to its frames (docs/decisions/018).
 * @see https://www.w3.org/TR/png/#11IHDR
 * @see https://www.w3.org/Graphics/GIF/spec-gif89a.txt (sections 18, 20, 23, 24)
 * @see https://www.w3.org/Graphics/JPEG/itu-t81.pdf (B.1.1.3, B.2.2)
 * @see https://developers.google.com/speed/webp/docs/riff_container
 */
import type { LogoType } from './contracts/registration.ts';

export interface ImageSize {
  /** Pixels. */
  width: number;
  /** Pixels. */
  height: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

function pngSize(b: Uint8Array, view: DataView): ImageSize | null {
  // The signature (8 bytes), then IHDR must come first: its length (13), type, width, height.
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The sub-blocks that follow a GIF extension or image: a length byte each, 0 ends them. */
function skipSubBlocks(b: Uint8Array, at: number): number {
  let i = at;
  while (i < b.length && b[i] !== 0) i += b[i]! + 1;
  return i + 1;
}

/**
 * The logical screen, grown to hold every frame: a browser draws a frame that reaches past the
 * screen by making the picture larger, so a small screen does not make a frame small.
 */
function gifSize(b: Uint8Array, view: DataView): ImageSize | null {
  if (b.length < 13) return null;
  let width = view.getUint16(6, true);
  let height = view.getUint16(8, true);
  const globalTable = b[10]! & 0x80 ? 3 * 2 ** ((b[10]! & 0x07) + 1) : 0;
  let i = 13 + globalTable;
  while (i < b.length) {
    const block = b[i];
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      i = skipSubBlocks(b, i + 2); // extension: introducer, label, sub-blocks
    } else if (block === 0x2c) {
      if (i + 10 > b.length) return null;
      width = Math.max(width, view.getUint16(i + 1, true) + view.getUint16(i + 5, true));
      height = Math.max(height, view.getUint16(i + 3, true) + view.getUint16(i + 7, true));
      const flags = b[i + 9]!;
      const localTable = flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0;
      i = skipSubBlocks(b, i + 10 + localTable + 1); // descriptor, colour table, LZW code size
    } else return null;
  }
  return { width, height };
}

/** A start-of-frame marker: SOF0-SOF15 less DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The first frame header's size, found by walking the segments that precede it (EXIF, ICC...). */
function jpegSize(b: Uint8Array, view: DataView): ImageSize | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // Markers that stand alone, with no length: TEM and RST0-RST7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data or the end before a frame
    if (isStartOfFrame(marker)) {
      if (i + 9 > b.length) return null;
      return { width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
    }
    i += 2 + view.getUint16(i + 2);
  }
  return null;
}

const uint24 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);

function webpSize(b: Uint8Array, view: DataView): ImageSize | null {
  // Each header is whole within the first 30 bytes (the chunk's data starts at 20).
  if (b.length < 30) return null;
  switch (ascii(b, 12, 4)) {
    case 'VP8 ': // lossy: a frame tag (3 bytes), the start code, then 14-bit width and height
      if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    case 'VP8L': {
      // lossless: a signature byte, then width - 1 and height - 1 in 14 bits each
      if (b[20] !== 0x2f) return null;
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X': // extended (alpha, animation): the canvas, width - 1 and height - 1 in 24 bits
      return { width: uint24(b, 24) + 1, height: uint24(b, 27) + 1 };
    default:
      return null;
  }
}

/** The size `bytes` of the given type declare, or null when their headers cannot be read. */
export function imageSize(bytes: Uint8Array, type: LogoType): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = {
    'image/png': pngSize,
    'image/gif': gifSize,
    'image/jpeg': jpegSize,
    'image/webp': webpSize,
  }[type](bytes, view);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
