import { describe, expect, it } from 'vitest';
import { checkNewPassword, hashNewPassword } from './password-policy.ts';
import { verifyPassword } from './passwords.ts';

describe('new password policy', () => {
  it('refuses the most common passwords whatever their case', () => {
    for (const password of ['password1', 'PASSWORD123', 'qwertyuiop', '12345678', 'iloveyou1']) {
      expect(() => checkNewPassword(password), password).toThrow(/too common/);
    }
  });

  it('refuses short and overlong passwords with the reason', () => {
    expect(() => checkNewPassword('Tr0ub4!')).toThrow('at least 8');
    expect(() => checkNewPassword('x'.repeat(257))).toThrow('at most 256');
  });

  it('accepts a long passphrase whole, without truncating it', async () => {
    const passphrase = 'correct horse battery staple, said the harbor center manager in 2026!'; // 70 characters
    expect(passphrase.length).toBeGreaterThan(64);
    const hash = await hashNewPassword(passphrase);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, passphrase)).toBe(true);
    // Changing only the last character must fail: nothing beyond 64 (or 72) bytes is ignored.
    expect(await verifyPassword(hash, `${passphrase.slice(0, -1)}?`)).toBe(false);
  });
});
