/**
 * A Chart.js plugin that keeps the plot at least `PLOT_MIN_HEIGHT` px high however many rows the
 * legend takes: the chart's box grows by what the plot lacks. With 13 survey numbers on a 320 px
 * phone the legend took seven rows; Chart.js gives a legend at most half the chart, drew the rows
 * past that over the value labels, and left the bars about 100 px.
 *
 * The growth is the box's CSS variable `--score-chart-grown` (score-chart.css). Chart.js, being
 * responsive, sees the box change and lays the chart out again, and this finds nothing lacking.
 * Not while printing: the chart is then drawn at the paper's width (score-chart.tsx), where the
 * legend takes fewer rows, and a box changing would redraw it at the screen's.
 */
import type { Chart, Plugin } from 'chart.js';
import { isPrinting } from '../../lib/printing.ts';

/** The plot's least height (px): about what it has on a phone with two rows of legend. */
export const PLOT_MIN_HEIGHT = 160;

const GROWN = '--score-chart-grown';

export const plotRoom: Plugin<'bar'> = {
  id: 'plotRoom',
  afterLayout(chart: Chart<'bar'>) {
    const box = chart.canvas.parentElement;
    if (!box || isPrinting()) return;
    const grown = Number.parseFloat(box.style.getPropertyValue(GROWN)) || 0;
    const lacking = PLOT_MIN_HEIGHT - (chart.chartArea.bottom - chart.chartArea.top);
    const wanted = Math.max(0, Math.ceil(grown + lacking));
    if (Math.abs(wanted - grown) >= 1) box.style.setProperty(GROWN, `${wanted}px`);
  },
};
