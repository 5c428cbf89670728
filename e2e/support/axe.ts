/**
 * axe-core in the real browser: the violations of impact serious or critical on the page as it
 * stands (an open dialog included). Evaluated through the browser's debugging protocol, so the
 * product's Content-Security-Policy stays on. With axe's rules, WCAG 2.2's target size (2.5.8, AA:
 * 24 by 24 px, or that much room around), which axe leaves off unless asked.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeApi = { run(context: Document, options: object): Promise<AxeResults> };

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  elements: string[];
  /** What axe says about the first element (for contrast: the colours and the ratio). */
  detail: string;
}

export async function seriousViolations(page: Page): Promise<Violation[]> {
  // A drawer or dialog still fading in has colours between its first and last frame, which axe
  // would judge (a 2.4:1 menu link, once): wait for every transition that ends (not a spinner's).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: AxeApi }).axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'target-size': { enabled: true } },
    }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '?',
      help: v.help,
      elements: v.nodes.map((n) => n.target.join(' ')),
      detail: v.nodes[0]?.any[0]?.message ?? v.nodes[0]?.failureSummary ?? '',
    }));
}
