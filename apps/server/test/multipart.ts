/** Multipart bodies and tiny images for the logo-upload tests. */
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { pngFile } from './png.ts';

/** A 1x1 transparent PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64');
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const TWO_MB = 2 * 1024 * 1024;

/**
 * A PNG of `width` × `height` black-and-white pixels, all black: a real image of any size in a
 * few kilobytes. `rows` (default: all) is how many rows of pixels to store; fewer make a PNG
 * that declares its size but never holds it, as a decompression bomb cut short would.
 */
export function blackPng(width: number, height: number, rows = height): Buffer {
  const row = Buffer.alloc(Math.ceil(width / 8)); // a bit a pixel, all 0: black
  return pngFile(
    width,
    height,
    { bitDepth: 1, colourType: 'grey' },
    Array.from({ length: rows }, () => row),
  );
}

export interface FilePart {
  filename: string;
  contentType: string;
  bytes: Buffer;
  field?: string;
}

/** A multipart/form-data body built by hand, so tests control every byte. */
export function multipart(fields: Record<string, string>, file?: FilePart): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = `----romtrack${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'upload'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
