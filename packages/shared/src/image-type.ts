/**
 * Recognises the four logo formats by their leading bytes ("magic numbers"), never by the
 * file name or the type the browser declares: a file named logo.png that holds SVG or HTML
 * is refused, so the server never serves script-capable content as a center's logo. The web
 * client runs the same check on a chosen file, so it refuses at the field what the server would.
 * @see https://www.w3.org/TR/png/#5PNG-file-signature
 * @see https://developers.google.com/speed/webp/docs/riff_container
 */
import type { LogoType } from './contracts/registration.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// SOI marker followed by the first byte of the next marker.
const JPEG = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** The image type `bytes` hold, or null when they are not a PNG, JPEG, WebP or GIF image. */
export function sniffImageType(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  // RIFF, a 4-byte little-endian size, then the form type WEBP.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
