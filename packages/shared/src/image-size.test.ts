import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LogoType } from './contracts/registration.ts';
import { imageSize } from './image-size.ts';

const bytes = (...parts: (number[] | string | Buffer)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.isBuffer(p) ? p : Buffer.from(p))),
  );
const u16le = (n: number) => [n & 0xff, n >> 8];
const u16be = (n: number) => [n >> 8, n & 0xff];
const u32be = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** A PNG's signature and IHDR, then a one-colour IDAT: what a decompression bomb looks like. */
const png = (width: number, height: number) =>
  bytes([0x89], 'PNG\r\n\x1a\n', u32be(13), 'IHDR', u32be(width), u32be(height), [1, 0, 0, 0, 0], [0, 0, 0, 0]);

/** A GIF: its logical screen, no colour table, then one frame at (left, top). */
const gif = (screen: [number, number], frame: [number, number, number, number]) =>
  bytes(
    'GIF89a',
    u16le(screen[0]),
    u16le(screen[1]),
    [0, 0, 0],
    // A graphic control extension before the frame, as animated GIFs have.
    [0x21, 0xf9, 4, 0, 0, 0, 0, 0],
    [0x2c],
    ...frame.map(u16le),
    [0, 2, 2, 0x4c, 0x01, 0],
    [0x3b],
  );

describe('imageSize', () => {
  it('reads a PNG’s IHDR, even for a bomb whose pixels were never stored', () => {
    expect(imageSize(png(600, 200), 'image/png')).toEqual({ width: 600, height: 200 });
    const bomb = Buffer.concat([png(60_000, 60_000), deflateSync(Buffer.alloc(1_000_000))]);
    expect(imageSize(bomb, 'image/png')).toEqual({ width: 60_000, height: 60_000 });
  });

  it('reads a JPEG’s frame header past the segments before it (EXIF) and fill bytes', () => {
    const exif = bytes([0xff, 0xe1], u16be(2 + 300), Buffer.alloc(300, 0x45));
    const sof2 = bytes([0xff, 0xff, 0xc2], u16be(17), [8], u16be(1080), u16be(1920), [3], Buffer.alloc(9));
    expect(imageSize(bytes([0xff, 0xd8], exif, sof2), 'image/jpeg')).toEqual({ width: 1920, height: 1080 });
    // The DHT marker (C4) sits among the frame markers and is not one.
    const dht = bytes([0xff, 0xc4], u16be(6), [0, 0, 0, 0]);
    const sof0 = bytes([0xff, 0xc0], u16be(11), [8], u16be(50), u16be(70), [1, 1, 0x11, 0]);
    expect(imageSize(bytes([0xff, 0xd8], dht, sof0), 'image/jpeg')).toEqual({ width: 70, height: 50 });
  });

  it('reads a GIF’s screen, grown to a frame that reaches past it', () => {
    expect(imageSize(gif([16, 8], [0, 0, 16, 8]), 'image/gif')).toEqual({ width: 16, height: 8 });
    expect(imageSize(gif([1, 1], [10, 20, 30_000, 40_000]), 'image/gif')).toEqual({ width: 30_010, height: 40_020 });
  });

  it('reads the three kinds of WebP: lossy, lossless and extended', () => {
    const riff = (chunk: string, data: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], data);
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(640), ...u16le(480)]);
    expect(imageSize(lossy, 'image/webp')).toEqual({ width: 640, height: 480 });
    // 14 bits of width - 1 (299), then 14 bits of height - 1 (99).
    const bits = 299 | (99 << 14);
    const lossless = riff('VP8L', [
      0x2f,
      bits & 0xff,
      (bits >> 8) & 0xff,
      (bits >> 16) & 0xff,
      bits >>> 24,
      0x10,
      0,
      0,
      0,
      0,
    ]);
    expect(imageSize(lossless, 'image/webp')).toEqual({ width: 300, height: 100 });
    const extended = riff('VP8X', [0, 0, 0, 0, 0x1f, 0x4e, 0, 0x0f, 0x27, 0]);
    expect(imageSize(extended, 'image/webp')).toEqual({ width: 20_000, height: 10_000 });
  });

  it('answers null for headers that cannot be read: a signature followed by anything else', () => {
    expect(imageSize(bytes([0x89], 'PNG\r\n\x1a\n', Buffer.alloc(100)), 'image/png')).toBeNull();
    expect(imageSize(png(0, 10), 'image/png')).toBeNull();
    expect(imageSize(bytes([0xff, 0xd8, 0xff, 0xda, 0, 2]), 'image/jpeg')).toBeNull();
    expect(imageSize(bytes([0xff, 0xd8], Buffer.alloc(50)), 'image/jpeg')).toBeNull();
    expect(imageSize(bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0], 'junk'), 'image/gif')).toBeNull();
    expect(imageSize(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ', Buffer.alloc(20)), 'image/webp')).toBeNull();
  });

  // The bytes come from anyone with a director's login: whatever follows a signature, the reader
  // answers (a size or null) and never throws or loops.
  it('answers for any bytes after any of the four signatures', () => {
    const signatures: [LogoType, Buffer][] = [
      ['image/png', bytes([0x89], 'PNG\r\n\x1a\n')],
      ['image/jpeg', bytes([0xff, 0xd8, 0xff])],
      ['image/gif', bytes('GIF89a')],
      ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBP')],
    ];
    for (const [type, signature] of signatures) {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 200 }), (tail) => {
          const size = imageSize(Buffer.concat([signature, tail]), type);
          return size === null || (size.width > 0 && size.height > 0);
        }),
      );
    }
  });
});
