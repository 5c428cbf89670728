import type { Page } from 'playwright-core';

/** One text drawn on a canvas, with the box its glyphs cover on the page (CSS px, viewport). */
export interface DrawnText {
  text: string;
  /** Which canvas of the page (in the order they first drew). */
  canvas: number;
  /** The CSS font it was drawn in, e.g. "bold 10px ..." for a chart's value labels. */
  font: string;
  /** The colour it was drawn in, as "rgb(r, g, b)" (or "rgba(…)" when see-through). */
  color: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** The glyphs' box as drawn, rotation kept: its four corners in page pixels, in order round it. */
  corners: { x: number; y: number }[];
  /** The glyphs' top, from the canvas's top (CSS px): where it is after the page has scrolled. */
  topInCanvas: number;
}

/**
 * Records every text Chart.js draws on a canvas (legend, axis labels, data labels), which the
 * page's DOM does not hold. Call before the page loads; read with `canvasTexts` (everything drawn
 * so far) or `drawnTexts` (the picture on screen now, with where each text is).
 */
export async function recordCanvasText(page: Page): Promise<void> {
  // Types are erased, so the script sent to the page may name DrawnText.
  await page.addInitScript(() => {
    const drawn: string[] = [];
    const canvases: HTMLCanvasElement[] = [];
    // Chart.js clears the whole canvas before each frame, so a full clear starts a new picture.
    const frames = new Map<HTMLCanvasElement, DrawnText[]>();
    Object.assign(window, {
      canvasText: drawn,
      canvasFrames: () => [...frames.values()].flat(),
    });
    const proto = CanvasRenderingContext2D.prototype;
    const { fillText, clearRect } = proto;
    proto.clearRect = function (this: CanvasRenderingContext2D, x, y, w, h) {
      const { canvas } = this;
      const m = this.getTransform();
      if (m.isIdentity && x <= 0 && y <= 0 && w >= canvas.width && h >= canvas.height) frames.set(canvas, []);
      return clearRect.call(this, x, y, w, h);
    };
    proto.fillText = function (this: CanvasRenderingContext2D, text, x, y, maxWidth) {
      drawn.push(text);
      const { canvas } = this;
      if (!canvases.includes(canvas)) canvases.push(canvas);
      // The glyphs' box around the anchor point (measureText follows textAlign and
      // textBaseline), through the current transform (Chart.js scales by the pixel ratio; the
      // data-label plugin translates and may rotate), then into page pixels.
      const metrics = this.measureText(text);
      const m = this.getTransform();
      const rect = canvas.getBoundingClientRect();
      const scale = rect.width / canvas.width;
      const corners = [
        [x - metrics.actualBoundingBoxLeft, y - metrics.actualBoundingBoxAscent],
        [x + metrics.actualBoundingBoxRight, y - metrics.actualBoundingBoxAscent],
        [x + metrics.actualBoundingBoxRight, y + metrics.actualBoundingBoxDescent],
        [x - metrics.actualBoundingBoxLeft, y + metrics.actualBoundingBoxDescent],
      ]
        .map(([px = 0, py = 0]) => m.transformPoint(new DOMPoint(px, py)))
        .map((p) => ({ x: rect.left + p.x * scale, y: rect.top + p.y * scale }));
      const xs = corners.map((p) => p.x);
      const ys = corners.map((p) => p.y);
      const frame = frames.get(canvas) ?? [];
      frames.set(canvas, frame);
      // A canvas gives an opaque colour back as "#rrggbb".
      const style = String(this.fillStyle);
      const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(style);
      const color = hex
        ? `rgb(${hex
            .slice(1)
            .map((h) => parseInt(h, 16))
            .join(', ')})`
        : style;
      frame.push({
        text: String(text),
        canvas: canvases.indexOf(canvas),
        font: this.font,
        color,
        left: Math.min(...xs),
        top: Math.min(...ys),
        right: Math.max(...xs),
        bottom: Math.max(...ys),
        corners,
        topInCanvas: Math.min(...ys) - rect.top,
      });
      return fillText.call(this, text, x, y, maxWidth);
    };
  });
}

/** Every text drawn on a canvas so far, in order. */
export const canvasTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { canvasText: unknown[] }).canvasText.map(String));

/** The texts of each canvas's latest picture, with their boxes. */
export const drawnTexts = (page: Page): Promise<DrawnText[]> =>
  page.evaluate(() => (window as unknown as { canvasFrames: () => DrawnText[] }).canvasFrames());

/** Pairs of drawn texts whose boxes overlap (touching edges do not count). */
export function overlappingTexts(texts: readonly DrawnText[]): [DrawnText, DrawnText][] {
  const pairs: [DrawnText, DrawnText][] = [];
  texts.forEach((a, i) => {
    for (const b of texts.slice(i + 1)) {
      if (a.canvas !== b.canvas) continue;
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      if (!apart) pairs.push([a, b]);
    }
  });
  return pairs;
}

/**
 * Pairs of drawn texts whose glyph boxes, rotated as drawn, overlap (touching edges do not count):
 * for tilted axis labels, whose upright bounding boxes overlap even when the texts stand apart.
 * Two convex shapes are apart exactly when some edge's normal separates them (the separating axis
 * theorem).
 */
export function overlappingShapes(texts: readonly DrawnText[]): [DrawnText, DrawnText][] {
  const separated = (a: DrawnText, b: DrawnText) =>
    [a, b].some((shape) =>
      shape.corners.some((p, i) => {
        const q = shape.corners[(i + 1) % shape.corners.length]!;
        const normal = { x: q.y - p.y, y: p.x - q.x };
        const project = (t: DrawnText) => t.corners.map((c) => c.x * normal.x + c.y * normal.y);
        const pa = project(a);
        const pb = project(b);
        return Math.max(...pa) <= Math.min(...pb) || Math.max(...pb) <= Math.min(...pa);
      }),
    );
  const pairs: [DrawnText, DrawnText][] = [];
  texts.forEach((a, i) => {
    for (const b of texts.slice(i + 1)) if (a.canvas === b.canvas && !separated(a, b)) pairs.push([a, b]);
  });
  return pairs;
}
