/** The graph browsers' date range: 2 Jan 2019 to today by default, both ends inclusive. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRAPH_START_DATE } from '@romtrack/shared/contracts/surveys';
import { DateRangeFilter, type DateRange } from '../../../components/graphs/date-range-filter.tsx';
import { useToday } from '../../../components/graphs/use-today.ts';
import { useLocale } from '../../../lib/locale.ts';

export interface GraphDates {
  today: string;
  range: DateRange;
  setRange(range: DateRange): void;
}

/**
 * The range, whose end is today until the person chooses another: kept as "today" (null) rather
 * than as the day it was when chosen, so it moves on at midnight with the day (useToday).
 */
export function useGraphDates(): GraphDates {
  const today = useToday();
  const [chosen, setChosen] = useState<{ from: string; to: string | null }>({ from: GRAPH_START_DATE, to: null });
  const range = useMemo(() => ({ from: chosen.from, to: chosen.to ?? today }), [chosen, today]);
  const setRange = ({ from, to }: DateRange) => setChosen({ from, to: to === today ? null : to });
  return { today, range, setRange };
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
