/**
 * Resolves in a later task, so that the work before and after it never make one long task (a
 * phone's main thread then answers taps in between). Free of zod and React: boot.ts uses it too.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
