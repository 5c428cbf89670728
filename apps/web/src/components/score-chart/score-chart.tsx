/**
 * The RAND-36 scale scores as grouped bars, with the same numbers in a table for screen
 * readers and anyone who prefers numbers (decisions.md "Graphs"). No Mantine: the participant
 * page loads it lazily for the demo, and the staff graph browsers can reuse it.
 *
 * Only the Chart.js pieces used here are registered, so the rest of Chart.js is left out of
 * the bundle; the data-label plugin (and our room above the plot) is given to this chart only,
 * not registered globally.
 */
import { SCALES } from '@romtrack/sf36/scales';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type Plugin,
} from 'chart.js';
import ChartDataLabels from 'chartjs-plugin-datalabels';
import type { ReactNode } from 'react';
import { Bar } from 'react-chartjs-2';
import './score-chart.css';
import { formatScore, type ScoreDigits } from './score-format.ts';
import { plotRoom } from './plot-room.ts';
import { roomAbovePlot } from './room-above-plot.ts';
import { isPrinting, onPrintingChange, usePrinting } from '../../lib/printing.ts';
import { useForcedInk } from './forced-ink.ts';
import { referencePrintFill, surveyPrintFill } from './print-textures.ts';
import { VALUE_FONT_SIZE, valueLabelLayout, type ValueLabelLayout } from './value-labels.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/**
 * The width (CSS px) a chart is drawn at for paper: the page's width on A4 and Letter inside the
 * browser's default margins, less the screen's padding. Chart.js draws at its box's size and does
 * not see the box change as the page is laid out for paper, so a chart drawn on a phone printed
 * phone-sized (its legend over its bars) and one drawn on a wide screen ran past the paper's edge.
 * Narrower paper shrinks it to fit (score-chart.css).
 */
const PAPER_WIDTH = 680;

function fitToPaper(chart: Chart) {
  chart.resize(PAPER_WIDTH, chart.height);
}

// Charts drawn as the page goes to paper (use-near-view.ts) are fitted as they start (fitPaper).
onPrintingChange(() => {
  for (const chart of Object.values(Chart.instances)) {
    // Back to the box's size after.
    if (isPrinting()) fitToPaper(chart);
    else chart.resize();
  }
});

/** Given to each chart: one drawn while the page goes to paper starts at the paper's width. */
const fitPaper: Plugin<'bar'> = {
  id: 'fitPaper',
  afterInit(chart) {
    if (isPrinting()) fitToPaper(chart);
  },
};

/** One bar per scale; `values` in SCALES order, null where there is no score. */
export interface ScoreSeries {
  label: string;
  values: readonly (number | null)[];
  /** How many surveys the values average (shown beside the label so drop-out is visible). */
  n?: number;
  /**
   * Which of the series' colours; by default the series' position. The graphs pass the survey
   * number, so that "Survey 2" has one colour in every center's chart and every date range.
   */
  colorIndex?: number;
}

/** Texts the component shows, English by default; staff screens may pass translations. */
export interface ScoreChartText {
  scale: string;
  reference: string;
  referenceNote: string;
  /** The canvas's accessible name; `{title}` is replaced by the chart title. */
  chartSummary: string;
}

export const SCORE_CHART_TEXT_EN: ScoreChartText = {
  scale: 'Scale',
  reference: 'US reference (RAND)',
  referenceNote:
    'US reference (RAND): the mean scores of the RAND Medical Outcomes Study sample (adults with chronic conditions), not a general-population survey.',
  chartSummary: '{title}: bar chart of the 8 RAND-36 scale scores, 0 to 100. The numbers are in the table below.',
};

export interface ScoreChartProps {
  /** Names the chart and captions the table. */
  title: string;
  series: readonly ScoreSeries[];
  /** Adds the US reference means (SCALES[i].referenceMean) as the first series. Default true. */
  showReference?: boolean;
  /**
   * 'visible' (default) shows the table; 'elsewhere' leaves it out, for a caller that shows the
   * same numbers (the reference means too) in a table of its own just below, so a screen reader
   * does not read them twice. A chart may leave out a value label that would overlap another
   * (value-labels.ts): the table has every value.
   */
  table?: 'visible' | 'elsewhere';
  text?: ScoreChartText;
  /** The 8 category names in SCALES order, in the reader's language; English by default. */
  scaleLabels?: readonly string[];
  /** BCP 47 tag the numbers (labels, ticks, tooltips, table) are written in; English by default. */
  locale?: string;
  /** Digits after the decimal separator of the series' values: 1 (averages, default) or 0. */
  digits?: ScoreDigits;
  /**
   * False: the bars appear at once, not grown in 400 ms. For a chart drawn as the page goes to
   * paper, which the browser prints straight away: grown, it would print empty. Default true.
   */
  animate?: boolean;
}

/**
 * Reference in grey, then colors that stay apart for common color-vision deficiencies. The grey
 * is 3.4:1 on white, the 3:1 WCAG 1.4.11 asks of a graph's parts, and still the lightest bar:
 * the series are 4.9:1 to 7.0:1.
 */
const REFERENCE_COLOR = '#848b95';
const SERIES_COLORS = ['#1d4ed8', '#c2410c', '#0f766e', '#7e22ce', '#a16207', '#be123c', '#0e7490', '#4d7c0f'];

/** The colour of the series at `position` among the chart's series. */
export function seriesColor(series: ScoreSeries, position: number): string {
  return SERIES_COLORS[(series.colorIndex ?? position) % SERIES_COLORS.length]!;
}

/** Data labels only above 4 (spec section 9): smaller bars are too short to carry one. */
const LABEL_THRESHOLD = 4;

/** The width (px) of `text` in the value labels' font, as `chart` draws it. */
function valueLabelWidth({ ctx }: Chart, text: string): number {
  ctx.save();
  ctx.font = `bold ${VALUE_FONT_SIZE}px ${Chart.defaults.font.family}`;
  const { width } = ctx.measureText(text);
  ctx.restore();
  return width;
}

function seriesName(series: ScoreSeries): string {
  return series.n === undefined ? series.label : `${series.label} (n = ${series.n})`;
}

/**
 * An axis label in at most two lines, broken at the space (or after the slash) nearest its
 * middle, so eight groups fit a phone without overlapping. Breaking at every space would split
 * Vietnamese, whose syllables are written apart, into one syllable per line ("Hoạt động thể
 * chất" becomes "Hoạt động" / "thể chất"). Chinese has no spaces and stays on one line.
 */
export function axisLabel(label: string): string[] {
  const text = label.replace('/', '/ ');
  const middle = text.length / 2;
  let best = -1;
  for (let i = text.indexOf(' '); i !== -1; i = text.indexOf(' ', i + 1)) {
    if (best === -1 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  return best === -1 ? [text] : [text.slice(0, best), text.slice(best + 1)];
}

/**
 * A name that may wrap after its slash: browsers keep "Energía/fatiga" or "Energia/stanchezza"
 * whole, which alone can make the table wider than a phone.
 */
function breakAfterSlash(label: string): ReactNode {
  const slash = label.indexOf('/');
  if (slash === -1) return label;
  return (
    <>
      {label.slice(0, slash + 1)}
      <wbr />
      {label.slice(slash + 1)}
    </>
  );
}

export function ScoreChart({
  title,
  series,
  showReference = true,
  table = 'visible',
  text = SCORE_CHART_TEXT_EN,
  scaleLabels = SCALES.map((s) => s.label),
  locale = 'en',
  digits = 1,
  animate = true,
}: ScoreChartProps) {
  // The reference means are whole numbers, written as the tables write them.
  const referenceIndex = showReference ? 0 : -1;
  const format = (value: number | null | undefined, datasetIndex: number) =>
    formatScore(value, locale, datasetIndex === referenceIndex ? 0 : digits);
  // On paper each series has a texture as well as its colour: printed in greys, the colours alone
  // no longer tell the series apart (print-textures.ts).
  const printing = usePrinting();
  const datasets: ChartData<'bar', (number | null)[], string[]>['datasets'] = [];
  if (showReference) {
    datasets.push({
      label: text.reference,
      data: SCALES.map((s) => s.referenceMean),
      backgroundColor: printing ? referencePrintFill(REFERENCE_COLOR) : REFERENCE_COLOR,
      ...(printing ? { borderColor: REFERENCE_COLOR, borderWidth: 1 } : {}),
    });
  }
  series.forEach((s, i) => {
    const color = seriesColor(s, i);
    datasets.push({
      label: seriesName(s),
      data: SCALES.map((_, k) => s.values[k] ?? null),
      backgroundColor: printing ? surveyPrintFill(color, s.colorIndex ?? i) : color,
    });
  });
  const data: ChartData<'bar', (number | null)[], string[]> = {
    labels: scaleLabels.map(axisLabel),
    datasets,
  };
  const labelled = (value: unknown): value is number => typeof value === 'number' && value > LABEL_THRESHOLD;
  // Digits are equally wide in the chart's fonts: the longest label is the widest.
  const longestLabel = datasets
    .flatMap((dataset, i) => dataset.data.filter(labelled).map((value) => format(value, i)))
    .reduce((longest, label) => (label.length > longest.length ? label : longest), '');
  // Level labels where they fit side by side, as always; else upright, or fewer (value-labels.ts).
  // The plugin asks for it five times a label: worked out once per chart width and bar count.
  const layouts = new Map<string, ValueLabelLayout>();
  const labelLayout = (chart: Chart) => {
    const key = `${chart.width}/${chart.getVisibleDatasetCount()}`;
    let layout = layouts.get(key);
    if (!layout) {
      layout = valueLabelLayout({
        width: chart.width,
        categories: SCALES.length,
        bars: chart.getVisibleDatasetCount(),
        labelWidth: valueLabelWidth(chart, longestLabel),
      });
      layouts.set(key, layout);
    }
    return layout;
  };
  // In forced colours, every word and line in the theme's text colour (forced-ink.ts).
  const ink = useForcedInk();
  const reducedMotion =
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    // Never while printing: the browser prints the picture as soon as printing starts.
    animation: reducedMotion || !animate || printing ? false : { duration: 400 },
    scales: {
      // 0..100 with 5 ticks (0, 25, 50, 75, 100): spec section 9.
      y: {
        min: 0,
        max: 100,
        ticks: { stepSize: 25, color: ink ?? '#374151', callback: (value) => formatScore(Number(value), locale, 0) },
        grid: { color: ink ?? '#e5e7eb' },
      },
      // On a narrow phone the category names tilt as far as they must not to run into each other,
      // up to upright (Chart.js stops at 50 degrees by default, where they overlap at 320 px).
      x: {
        ticks: { color: ink ?? '#1f2937', autoSkip: false, font: { size: 11 }, maxRotation: 90 },
        grid: { display: false },
      },
    },
    plugins: {
      roomAbovePlot: { height: (chart) => labelLayout(chart).topPadding },
      // Chart.js hides a series when its legend entry is clicked: a change only a mouse can make,
      // never announced, after which the chart's name and the table still describe every series.
      // The legend only names the colours.
      // All of the legend's rows, however many: Chart.js would cut it at half the chart's height,
      // and draw the rows past that over the plot. The plot keeps its room (plot-room.ts).
      legend: {
        position: 'top',
        maxHeight: Number.POSITIVE_INFINITY,
        onClick: () => {},
        labels: { color: ink ?? '#1f2937', boxWidth: 14, font: { size: 13 } },
      },
      tooltip: {
        callbacks: {
          // The category's name whole: the axis's two lines would be joined with a comma.
          title: ([item]) => (item ? (scaleLabels[item.dataIndex] ?? '') : ''),
          label: (ctx) => `${ctx.dataset.label ?? ''}: ${format(ctx.parsed.y, ctx.datasetIndex)}`,
        },
      },
      datalabels: {
        display: (ctx) => {
          if (!labelled(ctx.dataset.data[ctx.dataIndex])) return false;
          return labelLayout(ctx.chart).skipOverlapping ? 'auto' : true;
        },
        anchor: 'end',
        align: 'end',
        offset: (ctx) => labelLayout(ctx.chart).offset,
        clamp: true,
        rotation: (ctx) => labelLayout(ctx.chart).rotation,
        padding: (ctx) => labelLayout(ctx.chart).padding,
        color: ink ?? '#111827',
        font: (ctx) => ({ size: VALUE_FONT_SIZE, weight: 'bold', lineHeight: labelLayout(ctx.chart).lineHeight }),
        formatter: (value: number | null, ctx) => format(value, ctx.datasetIndex),
      },
    },
  };

  return (
    <figure className="score-chart">
      <div className="score-chart__canvas">
        <Bar
          data={data}
          options={options}
          plugins={[ChartDataLabels, roomAbovePlot, plotRoom, fitPaper]}
          role="img"
          aria-label={text.chartSummary.replace('{title}', title)}
        />
      </div>
      {showReference && <figcaption className="score-chart__note">{text.referenceNote}</figcaption>}
      {/* The table scrolls in its own box if it is ever wider than the screen, never the page. */}
      {table === 'visible' && (
        <div className="score-chart__table-box">
          <table className="score-chart__table">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{text.scale}</th>
                {series.map((s) => (
                  <th scope="col" key={s.label}>
                    {seriesName(s)}
                  </th>
                ))}
                {showReference && <th scope="col">{text.reference}</th>}
              </tr>
            </thead>
            <tbody>
              {SCALES.map((scale, k) => (
                <tr key={scale.key}>
                  <th scope="row">{breakAfterSlash(scaleLabels[k] ?? scale.label)}</th>
                  {series.map((s) => (
                    <td key={s.label}>{formatScore(s.values[k], locale, digits)}</td>
                  ))}
                  {showReference && <td>{formatScore(scale.referenceMean, locale, 0)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}

export default ScoreChart;
