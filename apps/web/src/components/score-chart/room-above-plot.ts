/**
 * A Chart.js plugin that keeps room between the legend and the plot, `height(chart)` px high,
 * so a value label over a bar at 100 stays clear of the legend (value-labels.ts).
 * Chart.js's layout padding lies outside the legend and cannot do this; a layout box of its
 * own can: weighted below the legend's 1000, it is placed between the legend and the plot.
 */
import { layouts, type Chart, type ChartType, type LayoutItem, type Plugin } from 'chart.js';

export interface RoomAbovePlotOptions<TType extends ChartType = 'bar'> {
  /** The room's height (px) for the chart as it is about to be laid out; 0 for none. */
  height(chart: Chart<TType>): number;
}

declare module 'chart.js' {
  interface PluginOptionsByType<TType extends ChartType> {
    roomAbovePlot?: RoomAbovePlotOptions<TType>;
  }
}

const rooms = new WeakMap<Chart<'bar'>, LayoutItem>();

export const roomAbovePlot: Plugin<'bar', Partial<RoomAbovePlotOptions>> = {
  id: 'roomAbovePlot',
  beforeInit(chart) {
    const room = {
      position: 'top',
      weight: 0,
      fullSize: true,
      width: 0,
      height: 0,
      left: 0,
      top: 0,
      right: 0,
      bottom: 0,
      // Chart.js reads a box's stacking options from here (its LayoutItem type leaves it out).
      options: {},
      isHorizontal: () => true,
      update(width: number) {
        room.width = width;
      },
      draw() {},
    } satisfies LayoutItem & { options: object };
    layouts.addBox(chart, room);
    rooms.set(chart, room);
  },
  // Plugin options are not scriptable: `height` arrives as the function, and is asked here.
  beforeLayout(chart, _args, options) {
    const room = rooms.get(chart);
    if (room) room.height = options.height?.(chart) ?? 0;
  },
};
