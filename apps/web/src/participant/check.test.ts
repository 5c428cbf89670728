import { describe, expect, it } from 'vitest';
import { integer, literal, object, oneOf, string } from './check.ts';

describe('participant answer checks', () => {
  const info = object({
    success: literal(true),
    data: object({ region: oneOf(['general', 'eu']), count: integer, name: string }),
  });

  it('accepts the expected shape and drops unknown fields', () => {
    expect(info({ success: true, data: { region: 'eu', count: 2, name: 'A', extra: 1 }, more: 'x' })).toEqual({
      success: true,
      data: { region: 'eu', count: 2, name: 'A' },
    });
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['success false', { success: false, data: { region: 'eu', count: 2, name: 'A' } }],
    ['an unknown region', { success: true, data: { region: 'us', count: 2, name: 'A' } }],
    ['a fractional count', { success: true, data: { region: 'eu', count: 2.5, name: 'A' } }],
    ['a missing field', { success: true, data: { region: 'eu', count: 2 } }],
    ['a number for a string', { success: true, data: { region: 'eu', count: 2, name: 5 } }],
  ])('refuses %s', (_, value) => {
    expect(info(value)).toBeNull();
  });
});
