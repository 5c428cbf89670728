/**
 * How the value above each bar is written. A category group is about 30 px wide on a phone and
 * 60 px on a laptop: with two or more surveys beside the reference, neighbouring labels such as
 * "53" / "50.0" / "50.0" ran into each other and could not be read (on a laptop from three
 * surveys on). The labels stand upright along their bars when they do not fit side by side,
 * and a label that would still overlap another is left out: every screen with a chart shows the
 * same numbers in a table beside it (the graph browsers' table, the demo's own). Of two that
 * would overlap, the data-label plugin keeps the earlier dataset's (the reference, then survey
 * 1, 2, ...). Labels that fit side by side stand level, where they always stood.
 * No Chart.js here: arithmetic on sizes the chart measures, tested on its own.
 */

/** The data labels' font size (px). */
export const VALUE_FONT_SIZE = 10;

/**
 * Chart.js's layout as score-chart.tsx configures it: the share of each category's width its
 * bars take (the default categoryPercentage), and at most this much for the y axis with its
 * ticks ("100") left of the plot.
 */
const BAR_GROUP_SHARE = 0.8;
const Y_AXIS_WIDTH = 40;

/** Space kept between two level labels side by side (px). */
const LABEL_GAP = 1;

export interface ValueLabelLayout {
  /** Degrees: 0 level, -90 upright (read from the bottom up, along the bar). */
  rotation: 0 | -90;
  /** Leave out a label that would overlap another (the plugin's display 'auto'). */
  skipOverlapping: boolean;
  /**
   * Space around the text inside the label's box (px); the plugin's default is 4. None once a
   * chart has bars, as the box is what the plugin checks for overlaps.
   */
  padding: number;
  /** Distance (px) from the bar's end to the label's box. */
  offset: number;
  /**
   * Line height of the label's box, times the font size. Upright, the box's height lies across
   * the bars: 0.8 still covers the digits (capital height about 0.72em, no descenders) and lets
   * labels of neighbouring bars that do not touch stay. The plugin's default is 1.2.
   */
  lineHeight: number;
  /** Room added above the plot, so a label over a bar at 100 stays under the legend (px). */
  topPadding: number;
}

/** Chart.js's and the plugin's defaults: level labels, each shown. */
export const DEFAULT_LAYOUT: ValueLabelLayout = {
  rotation: 0,
  skipOverlapping: false,
  padding: 4,
  offset: 1,
  lineHeight: 1.2,
  topPadding: 0,
};

/** Gap (px) between an upright label and its bar. */
const UPRIGHT_OFFSET = 2;

export interface ValueLabelChart {
  /** The chart's width (CSS px). */
  width: number;
  /** Category groups along the x axis (8). */
  categories: number;
  /** Bars in each group: the visible datasets. */
  bars: number;
  /** Width of the widest label as drawn (px), e.g. "50.5" in bold 10 px. */
  labelWidth: number;
}

/** The distance (px) from one bar's middle to the next one's in a group, at the least. */
export function barPitch({ width, categories, bars }: Omit<ValueLabelChart, 'labelWidth'>): number {
  return ((width - Y_AXIS_WIDTH) / categories) * (BAR_GROUP_SHARE / bars);
}

/** How the value labels of a chart of this size are laid out. */
export function valueLabelLayout(chart: ValueLabelChart): ValueLabelLayout {
  const { categories, bars, labelWidth } = chart;
  if (bars === 0 || categories === 0) return DEFAULT_LAYOUT;
  if (labelWidth + LABEL_GAP <= barPitch(chart)) {
    // Where the padding was, a longer offset: the text stays where it always stood. Over a bar at
    // 100 it stands above the plot, where it ran into the legend without room of its own.
    const offset = DEFAULT_LAYOUT.offset + DEFAULT_LAYOUT.padding;
    const height = VALUE_FONT_SIZE * DEFAULT_LAYOUT.lineHeight;
    return { ...DEFAULT_LAYOUT, skipOverlapping: true, padding: 0, offset, topPadding: Math.ceil(offset + height) };
  }
  return {
    rotation: -90,
    skipOverlapping: true,
    padding: 0,
    offset: UPRIGHT_OFFSET,
    lineHeight: 0.8,
    topPadding: Math.ceil(UPRIGHT_OFFSET + labelWidth),
  };
}
