/** Delete PID (spec section 5): the confirmation shows only when all three entries equal the PID. */
export function pidTypedThreeTimes(entries: readonly string[], pid: number): boolean {
  return entries.length === 3 && entries.every((entry) => entry.trim() === String(pid));
}
