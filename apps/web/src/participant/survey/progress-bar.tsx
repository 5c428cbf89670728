import { fill, type SurveyUiText } from '../ui-text/types.ts';

/** 'Question 5 of 36' and a bar saying the same to assistive technology. */
export function ProgressBar({ current, total, text }: { current: number; total: number; text: SurveyUiText }) {
  const label = fill(text.progress, { current, total });
  return (
    <div className="p-progress">
      {/* Hidden from screen readers: the question's legend, which takes the focus, says it. */}
      <p className="p-progress-text" aria-hidden="true">
        {label}
      </p>
      <div
        className="p-progress-track"
        role="progressbar"
        aria-label={text.progressLabel}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={label}
      >
        <div className="p-progress-fill" style={{ width: `${(current / total) * 100}%` }} />
      </div>
    </div>
  );
}
