/**
 * The line a printed graph carries with its chart and with each part of its table (summary-graph.tsx):
 * the center, the dates, whose surveys and the day it was printed. On screen the filters beside
 * the graph say it; on paper they are left out, and a page that comes loose from the first still
 * says whose report it is, for which dates.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../components/graphs/date-range-filter.tsx';
import { longDate } from '../../components/graphs/date-format.ts';
import { useToday } from '../../components/graphs/use-today.ts';
import { useLocale } from '../../lib/locale.ts';

/** Whose surveys: the ticked PIDs in order, every PID of the center, or a region's consented surveys. */
export type PrintedSurveys = readonly number[] | 'allPids' | 'consented';

/** More ticked PIDs than this are counted, not listed: the line is repeated with every chart and table. */
export const LISTED_PIDS = 10;

/** The words for whose surveys are printed: a key of the manager texts, and its values. */
export function whoseSurveys(surveys: PrintedSurveys) {
  if (surveys === 'allPids') return { key: 'graphs.printedAllPids', values: {} } as const;
  if (surveys === 'consented') return { key: 'graphs.printedConsented', values: {} } as const;
  if (surveys.length === 1) return { key: 'graphs.printedOnePid', values: { pid: surveys[0] } } as const;
  if (surveys.length <= LISTED_PIDS)
    return { key: 'graphs.printedPids', values: { pids: surveys.join(', ') } } as const;
  return { key: 'graphs.printedPidCount', values: { number: surveys.length } } as const;
}

export function usePrintedAbout(range: DateRange, surveys: PrintedSurveys): (center: string) => string {
  const { t } = useTranslation('manager');
  const { language } = useLocale();
  const today = useToday();
  const { key, values } = whoseSurveys(surveys);
  const who = t(key, values);
  // The same function while nothing it says changes: a region's memoized center graphs take it.
  const { from, to } = range;
  return useCallback(
    (center: string) =>
      t('graphs.printedAbout', {
        center,
        from: longDate(from, language),
        to: longDate(to, language),
        who,
        date: longDate(today, language),
      }),
    [t, language, from, to, who, today],
  );
}
