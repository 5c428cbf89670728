/**
 * The system Chromium and its flags (architecture.md: `npx playwright install` cannot download
 * here): for the journeys (browser.ts) and the page measurements of bench/. Free of vitest, which
 * the measurements run without.
 */
import fs from 'node:fs';

/** No network beyond this machine, no sandbox. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where Chromium is; fails with the fix when it is missing. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install it with \`apt-get install -y chromium\` (as root), ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return candidate;
}
