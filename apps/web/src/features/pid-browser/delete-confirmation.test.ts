import { describe, expect, it } from 'vitest';
import { pidTypedThreeTimes } from './delete-confirmation.ts';

describe('pidTypedThreeTimes', () => {
  it('is true only when all three entries are the PID', () => {
    expect(pidTypedThreeTimes(['1234', '1234', ' 1234 '], 1234)).toBe(true);
    expect(pidTypedThreeTimes(['1234', '1234', '1243'], 1234)).toBe(false);
    expect(pidTypedThreeTimes(['1234', '1234', ''], 1234)).toBe(false);
    expect(pidTypedThreeTimes(['1234', '1234'], 1234)).toBe(false);
  });
});
