/**
 * Password hashing with argon2id (@node-rs/argon2 defaults: 19 MiB, t=2, p=1, the OWASP
 * baseline). @see https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html
 */
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id; the enum is a const enum, unusable under isolatedModules.

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// Verifying against this when the account does not exist keeps the answer time the same,
// so timing does not reveal which centers or e-mails exist.
let decoyHash: Promise<string> | undefined;

/** True when `password` matches `storedHash`; with no hash, burns the same time and fails. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    decoyHash ??= hashPassword('decoy password for timing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
