/**
 * A progress line of the light kit (antd's Progress look): an optional step text above, a
 * rounded track with the bar in the primary colour, and the percent after it. The track is the
 * `progressbar`, named by `label`; the percent beside it is for the eye only (a screen reader
 * reads the bar's value). A Cancel button, where there is one, stays with the page's actions.
 */
import type { ReactNode } from 'react';
import './lightProgress.css';

export function LightProgress(props: {
  /** The progress bar's accessible name. */
  label: string;
  /** Done, 0 to 100 (rounded, and held inside that range). */
  percent: number;
  /** What is being done, shown above the line ("Downloading language data…"). */
  step?: ReactNode;
  testId?: string;
  className?: string;
}) {
  const { label, step, testId, className } = props;
  const percent = Math.min(100, Math.max(0, Math.round(props.percent))) || 0;
  return (
    <div className={`light-progress ${className ?? ''}`} data-testid={testId}>
      {step && <p className="light-progress-step">{step}</p>}
      <div className="light-progress-line">
        <div
          className="light-progress-track"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="light-progress-bar" style={{ width: `${percent}%` }} />
        </div>
        <span className="light-progress-text" aria-hidden>
          {percent}%
        </span>
      </div>
    </div>
  );
}
