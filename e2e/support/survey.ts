/** Answering the survey's questions in the browser as a participant does. */
import type { Page } from 'playwright-core';
import { SETTLE_MS } from '../../apps/web/src/participant/survey/answer-timing.ts';

/**
 * Taps the option `text` of the question on screen, once it has been there as long as a reader
 * needs: a question holds back taps for its first moments (the end of a double tap meant for the
 * one before).
 */
export async function tapAnswer(page: Page, text: string) {
  await page.waitForTimeout(SETTLE_MS);
  await page.getByRole('radio', { name: text, exact: true }).click();
}
