import type { Page } from 'playwright-core';

/**
 * Records every text Chart.js draws on a canvas (legend, axis labels, data labels), which the
 * page's DOM does not hold. Call before the page loads; read with `canvasTexts`.
 */
export async function recordCanvasText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drawn: string[] = [];
    Object.assign(window, { canvasText: drawn });
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text, x, y, maxWidth) {
      drawn.push(text);
      return fillText.call(this, text, x, y, maxWidth);
    };
  });
}

/** Every text drawn on a canvas so far, in order. */
export const canvasTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { canvasText: unknown[] }).canvasText.map(String));
