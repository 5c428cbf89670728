/**
 * What a new staff password must be: 8 to 256 characters, taken whole (argon2 has no length
 * cut-off), and not one of the ~49,000 most common passwords (the zxcvbn-ts list).
 * @see https://pages.nist.gov/800-63-3/sp800-63b.html#memsecretver (length, blocklist, no composition rules)
 */
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@romtrack/shared/contracts/auth';
import { dictionary } from '@zxcvbn-ts/language-common';
import { BadRequest } from '../errors.ts';
import { hashPassword } from './passwords.ts';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** Checks a new password against the policy; throws a 400 that says what is wrong. */
export function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new BadRequest(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new BadRequest(`Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (isCommonPassword(password)) {
    throw new BadRequest('This password is too common and easy to guess; please choose another');
  }
}

/** The one way to store a new password: check the policy, then hash. */
export async function hashNewPassword(password: string): Promise<string> {
  checkNewPassword(password);
  return hashPassword(password);
}
