/**
 * index.html paints a copy of the staff navbar before any script runs, in plain CSS; React then
 * replaces it with the real one. This fails when the copy's font or title colour drifts from the
 * theme the real navbar uses, which would make the page change look as it loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '../lib/theme.ts';

const html = fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

/** A CSS declaration's value in the frame's style sheet, under `selector`. */
function declared(selector: string, property: string): string | undefined {
  const block = new RegExp(`${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(style)?.[1] ?? '';
  return new RegExp(`${property}:\\s*([^;]+);`).exec(block)?.[1];
}

/** A font list without the quoting and line breaks that formatting may add. */
const fonts = (list: string | undefined) => list?.replace(/["'\s]/g, '');

describe('the staff page frame (index.html)', () => {
  it('uses the theme font and the navbar title colour', () => {
    expect(fonts(declared('body', 'font-family'))).toBe(fonts(theme.fontFamily));
    expect(declared('.boot-navbar span', 'color')).toBe(theme.colors?.romBlue?.[7]);
  });

  it('marks the product name where the server writes it', () => {
    expect(html).toMatch(/<title data-product-name>/);
    expect(html).toMatch(/<header class="boot-navbar"><span data-product-name>/);
  });
});
