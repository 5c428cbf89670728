import { PID_MAX, PID_MIN } from '@romtrack/shared/contracts/participants';
import { describe, expect, it } from 'vitest';
import { pidPrefixRange } from './participants.ts';

describe('pidPrefixRange', () => {
  it('holds exactly the PIDs whose digits start with the prefix, for every prefix and PID', () => {
    // Every PID lies in the range of each of its prefixes, and each range holds no more PIDs
    // than start with its prefix: together, the range and the prefix pick the same PIDs.
    const matching = new Map<string, number>();
    for (let pid = PID_MIN; pid <= PID_MAX; pid++) {
      for (let length = 1; length <= 4; length++) {
        const prefix = String(pid).slice(0, length);
        const [low, high] = pidPrefixRange(prefix);
        if (pid < low || pid > high) expect.fail(`PID ${pid} is outside ${low}..${high}, the range of ${prefix}`);
        matching.set(prefix, (matching.get(prefix) ?? 0) + 1);
      }
    }
    for (let length = 1; length <= 4; length++) {
      for (let n = 0; n < 10 ** length; n++) {
        const prefix = String(n).padStart(length, '0');
        const [low, high] = pidPrefixRange(prefix);
        const inRange = Math.max(0, Math.min(high, PID_MAX) - Math.max(low, PID_MIN) + 1);
        if (inRange !== (matching.get(prefix) ?? 0))
          expect.fail(`prefix ${prefix}: ${inRange} PIDs in ${low}..${high}`);
      }
    }
  });

  it('gives the ranges a manager would expect', () => {
    expect(pidPrefixRange('1')).toEqual([1000, 1999]);
    expect(pidPrefixRange('12')).toEqual([1200, 1299]);
    expect(pidPrefixRange('4821')).toEqual([4821, 4821]);
    expect(pidPrefixRange('0')).toEqual([0, 999]);
  });
});
