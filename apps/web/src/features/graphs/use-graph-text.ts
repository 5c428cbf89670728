import { SCALE_KEYS } from '@romtrack/sf36/scales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphText } from '../../components/graphs/graph-text.ts';
import { useLocale } from '../../lib/locale.ts';

/** The shared graph pieces' words, from the manager's translations. */
export function useGraphText(title: string): GraphText {
  const { t } = useTranslation('manager');
  const { language } = useLocale();
  return useMemo(() => {
    const integer = new Intl.NumberFormat(language);
    const tableCaption = t('graphs.tableCaption', { title });
    return {
      scaleLabels: SCALE_KEYS.map((key) => t(`scales.${key}`)),
      survey: (surveyNo: number) => t('graphs.survey', { surveyNo }),
      n: (count: number) => t('graphs.n', { n: integer.format(count) }),
      category: t('graphs.category'),
      reference: t('graphs.reference'),
      referenceNote: t('graphs.referenceNote'),
      noSurveys: t('graphs.noSurveys'),
      tableCaption,
      tablePart: (part: number, parts: number) => t('progress.tablePart', { caption: tableCaption, part, parts }),
      chartLabel: t('graphs.chartLabel', { title }),
    };
  }, [t, language, title]);
}
