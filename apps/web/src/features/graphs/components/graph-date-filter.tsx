/** The graph browsers' date range: 2 Jan 2019 to today by default, both ends inclusive. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRAPH_START_DATE } from '@romtrack/shared/contracts/surveys';
import { todayIso } from '../../../components/graphs/date-format.ts';
import { DateRangeFilter, type DateRange } from '../../../components/graphs/date-range-filter.tsx';
import { useLocale } from '../../../lib/locale.ts';

export interface GraphDates {
  today: string;
  range: DateRange;
  setRange(range: DateRange): void;
}

export function useGraphDates(): GraphDates {
  const [today] = useState(todayIso);
  const [range, setRange] = useState<DateRange>(() => ({ from: GRAPH_START_DATE, to: today }));
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
