/** The graph browsers' date range: 2 Jan 2019 to today by default, both ends inclusive. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRAPH_START_DATE } from '@romtrack/shared/contracts/surveys';
import { DateRangeFilter, type DateRange } from '../../../components/graphs/date-range-filter.tsx';
import { useToday } from '../../../components/graphs/use-today.ts';
import { useLocale } from '../../../lib/locale.ts';

/** The dates as chosen: the end is null for "today", whichever day that is. */
export interface ChosenDates {
  from: string;
  to: string | null;
}

export interface GraphDates {
  today: string;
  range: DateRange;
  setRange(range: DateRange): void;
  chosen: ChosenDates;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a choice of dates this screen could have made (one kept in the tab's history). */
export function isChosenDates(value: unknown): value is ChosenDates {
  if (typeof value !== 'object' || value === null) return false;
  const { from, to } = value as Record<string, unknown>;
  return (
    typeof from === 'string' &&
    DAY.test(from) &&
    (to === null || (typeof to === 'string' && DAY.test(to) && from <= to))
  );
}

/**
 * The range, whose end is today until the person chooses another: kept as "today" (null) rather
 * than as the day it was when chosen, so it moves on at midnight with the day (useToday).
 */
export function useGraphDates(initial: ChosenDates = { from: GRAPH_START_DATE, to: null }): GraphDates {
  const today = useToday();
  const [chosen, setChosen] = useState(initial);
  const range = useMemo(() => ({ from: chosen.from, to: chosen.to ?? today }), [chosen, today]);
  const setRange = ({ from, to }: DateRange) => setChosen({ from, to: to === today ? null : to });
  return { today, range, setRange, chosen };
}

export function GraphDateFilter({ today, range, setRange }: GraphDates) {
  const { t } = useTranslation('manager');
  const { language } = useLocale();
  return (
    <DateRangeFilter
      value={range}
      onChange={setRange}
      locale={language}
      maxDate={today}
      labels={{
        start: t('graphs.start'),
        end: t('graphs.end'),
        nextMonth: t('graphs.nextMonth'),
        previousMonth: t('graphs.previousMonth'),
        nextYear: t('graphs.nextYear'),
        previousYear: t('graphs.previousYear'),
        nextDecade: t('graphs.nextDecade'),
        previousDecade: t('graphs.previousDecade'),
      }}
    />
  );
}
