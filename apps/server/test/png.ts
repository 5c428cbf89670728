/**
 * PNG files built byte by byte, so the tests need no image files: the signature, a header, the
 * rows of pixels compressed, the end.
 * @see https://www.w3.org/TR/png/#5Chunk-layout
 */
import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG `width` × `height` pixels as its header declares them, holding `rows`: each row's pixel
 * bytes (without the filter byte, added here). Fewer rows than `height` make a file that declares
 * a size it does not hold.
 */
export function pngFile(
  width: number,
  height: number,
  pixels: { bitDepth: 1 | 8; colourType: 'grey' | 'rgb' },
  rows: readonly Buffer[],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // Bit depth, colour type (0 grey, 2 RGB), then deflate, adaptive filtering, no interlace.
  header.set([pixels.bitDepth, pixels.colourType === 'grey' ? 0 : 2, 0, 0, 0], 8);
  const data = Buffer.concat(rows.flatMap((row) => [Buffer.from([0]), row]));
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(data)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
