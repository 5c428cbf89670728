/**
 * Random tokens and their at-rest form. Bearer, reset and survey tokens are 256-bit random
 * strings; only sessions and reset tokens are stored hashed (SHA-256 is enough for
 * full-entropy tokens: there is nothing to brute-force).
 */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
