/** The accounts every journey may rely on, seeded before the server starts. */
export const WORLD = {
  admin: { email: 'admin@example.org', password: 'admin-e2e-password' },
  directorX: { name: 'Director Xavier', email: 'xavier@example.org', password: 'xavier-e2e-pass' },
  directorY: { name: 'Director Yolanda', email: 'yolanda@example.org', password: 'yolanda-e2e-pass' },
  centerA: { name: 'Harbor Center', password: 'harbor-e2e-pass' },
  centerB: { name: 'Ridge Center', password: 'ridge-e2e-pass' },
} as const;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
