/**
 * The participant's own scores against the RAND reference, every word in the survey's
 * language. Loaded lazily with Chart.js, so the page itself carries none of it.
 */
import { scaleNames } from '@romtrack/sf36/scale-names';
import type { SurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { ScoreChart } from '../../components/score-chart/score-chart.tsx';
import { RESULTS_TEXT } from './results-text.ts';

export interface ResultsChartProps {
  language: SurveyLanguage;
  /** Names the chart and captions the table. */
  title: string;
  /** The series name of the participant's scores ("Your scores"). */
  seriesLabel: string;
  /** The 8 display scores in SCALES order. */
  scores: readonly number[];
}

export default function ResultsChart({ language, title, seriesLabel, scores }: ResultsChartProps) {
  return (
    <ScoreChart
      title={title}
      series={[{ label: seriesLabel, values: scores }]}
      text={RESULTS_TEXT[language]}
      scaleLabels={scaleNames(language)}
      // Survey languages are BCP 47 tags; display scores are whole numbers.
      locale={language}
      digits={0}
    />
  );
}
