import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, VALUE_FONT_SIZE, barPitch, valueLabelLayout } from './value-labels.ts';

// Widths as Chromium draws the labels in bold 10 px Helvetica (Liberation Sans): digits 5.56 px.
const TWO_DIGITS = 11.1; // "53", a reference mean or a demo score
const ONE_DECIMAL = 22.2; // "50.0", a group average

describe('valueLabelLayout', () => {
  it('keeps level labels where they always stood while they fit side by side (the reference and one survey)', () => {
    const layout = valueLabelLayout({ width: 644, categories: 8, bars: 2, labelWidth: ONE_DECIMAL });
    expect(layout).toMatchObject({ rotation: 0, lineHeight: DEFAULT_LAYOUT.lineHeight });
    expect(layout.offset + layout.padding).toBe(DEFAULT_LAYOUT.offset + DEFAULT_LAYOUT.padding);
  });

  it('keeps room above the plot for a level label over a bar at 100: its offset and its height', () => {
    const layout = valueLabelLayout({ width: 644, categories: 8, bars: 2, labelWidth: ONE_DECIMAL });
    expect(layout.topPadding).toBeGreaterThanOrEqual(layout.offset + VALUE_FONT_SIZE * layout.lineHeight);
    // A chart with no bars has no labels, and keeps no room.
    expect(valueLabelLayout({ width: 644, categories: 8, bars: 0, labelWidth: 0 }).topPadding).toBe(0);
  });

  it('stands them upright on a laptop too once they would run together (the reference and two surveys)', () => {
    for (const bars of [3, 4]) {
      const layout = valueLabelLayout({ width: 644, categories: 8, bars, labelWidth: ONE_DECIMAL });
      expect(layout).toMatchObject({ rotation: -90, skipOverlapping: true });
      expect(VALUE_FONT_SIZE * layout.lineHeight).toBeLessThanOrEqual(barPitch({ width: 644, categories: 8, bars }));
    }
  });

  it('keeps the labels level on a phone where they fit side by side (the demo: two bars, whole numbers)', () => {
    const layout = valueLabelLayout({ width: 302, categories: 8, bars: 2, labelWidth: TWO_DIGITS });
    expect(layout).toMatchObject({ rotation: 0, skipOverlapping: true });
    // Without the box's padding (what the plugin checks for overlaps), the text stands where it did.
    expect(layout.offset + layout.padding).toBe(DEFAULT_LAYOUT.offset + DEFAULT_LAYOUT.padding);
  });

  it('stands the labels upright on a phone where they would run together, with room above the plot', () => {
    const layout = valueLabelLayout({ width: 328, categories: 8, bars: 3, labelWidth: ONE_DECIMAL });
    expect(layout.rotation).toBe(-90);
    expect(layout.skipOverlapping).toBe(true);
    // A label over a bar at 100 stands its whole length above the plot.
    expect(layout.topPadding).toBeGreaterThanOrEqual(ONE_DECIMAL);
    // "100" on a demo chart is wider than its bar's share as well.
    expect(valueLabelLayout({ width: 302, categories: 8, bars: 2, labelWidth: 16.7 }).rotation).toBe(-90);
  });

  it('fits upright labels of equal bars side by side up to the reference and two surveys on a phone', () => {
    for (const width of [296, 328]) {
      const across = (bars: number) =>
        VALUE_FONT_SIZE * valueLabelLayout({ width, categories: 8, bars, labelWidth: ONE_DECIMAL }).lineHeight;
      // Three bars: every label keeps its place (the plugin finds no overlap to skip) ...
      expect(across(3)).toBeLessThanOrEqual(barPitch({ width, categories: 8, bars: 3 }));
      // ... five do not, and the plugin leaves out the labels that would touch.
      expect(across(5)).toBeGreaterThan(barPitch({ width, categories: 8, bars: 5 }));
    }
  });

  it('has nothing to lay out without bars', () => {
    expect(valueLabelLayout({ width: 328, categories: 8, bars: 0, labelWidth: 0 })).toEqual(DEFAULT_LAYOUT);
  });
});
