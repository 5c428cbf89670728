/**
 * The bars' fills on paper. Printed in black and white (most office printers), the series'
 * colours become greys a few shades apart: the US reference could not be told from the center's
 * bars, nor one survey number from another, but by their order, and the legend, which names
 * each series by its colour, named none. On paper each series keeps its colour and adds a
 * texture of its own, in its bars and in its legend's box: a survey number is its colour with a
 * pattern of white lines or dots, the US reference is hatched grey lines on white inside a grey
 * outline, lighter than any survey's bars. The screen keeps its plain colours (score-chart.tsx).
 *
 * Drawn with whole-pixel rectangles, not lines: a tile's anti-aliased edges would print as a
 * blur of greys rather than a texture.
 */

/** A tile's side (CSS px; the chart scales it by the pixel ratio as it fills). */
const TILE = 8;

type Texture = (ctx: CanvasRenderingContext2D) => void;

/** A diagonal two pixels thick, rising ('/') or falling ('\'). */
const diagonal =
  (rising: boolean): Texture =>
  (ctx) => {
    for (let i = 0; i < TILE; i++) ctx.fillRect(i, rising ? TILE - 1 - i : i, 2, 1);
  };
const horizontal: Texture = (ctx) => ctx.fillRect(0, 3, TILE, 2);
const vertical: Texture = (ctx) => ctx.fillRect(3, 0, 2, TILE);

/**
 * One texture per survey colour (score-chart.tsx SERIES_COLORS, the same index), so survey
 * numbers next to each other differ most: plain, rising lines, dots, level lines, falling lines,
 * upright lines, a grid, crossed diagonals.
 */
const SURVEY_TEXTURES: readonly (Texture | null)[] = [
  null,
  diagonal(true),
  (ctx) => {
    ctx.fillRect(1, 1, 2, 2);
    ctx.fillRect(5, 5, 2, 2);
  },
  horizontal,
  diagonal(false),
  vertical,
  (ctx) => {
    horizontal(ctx);
    vertical(ctx);
  },
  (ctx) => {
    diagonal(true)(ctx);
    diagonal(false)(ctx);
  },
];

const patterns = new Map<string, CanvasPattern | string>();

/**
 * A tile of `base` with `texture` drawn on it in `ink`, as a repeating fill, made once per `key`
 * (`base` where a canvas cannot be had).
 */
function pattern(key: string, base: string, ink: string, texture: Texture): CanvasPattern | string {
  let fill = patterns.get(key);
  if (fill === undefined) {
    const tile = document.createElement('canvas');
    tile.width = TILE;
    tile.height = TILE;
    const ctx = tile.getContext('2d');
    if (!ctx) return base;
    ctx.fillStyle = base;
    ctx.fillRect(0, 0, TILE, TILE);
    ctx.fillStyle = ink;
    texture(ctx);
    fill = ctx.createPattern(tile, 'repeat') ?? base;
    patterns.set(key, fill);
  }
  return fill;
}

/** The printed fill of the survey series of colour `colorIndex`, drawn in `color`. */
export function surveyPrintFill(color: string, colorIndex: number): CanvasPattern | string {
  const index = colorIndex % SURVEY_TEXTURES.length;
  const texture = SURVEY_TEXTURES[index];
  return texture ? pattern(`survey ${index} ${color}`, color, '#ffffff', texture) : color;
}

/** The printed fill of the US reference: `color` hatching on white (its outline is the chart's). */
export function referencePrintFill(color: string): CanvasPattern | string {
  return pattern(`reference ${color}`, '#ffffff', color, diagonal(false));
}
