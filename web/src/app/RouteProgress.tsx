/**
 * Loading indication (a tool's body on its way): a bar across the top that advances every 200 ms while something loads
 * (spec §9), with a small spinner. CSS only.
 */
import { useTranslation } from 'react-i18next';
import { useTrickle } from './useTrickle';

/** `since`: when the loading started (`Date.now()`), if before this bar was mounted. */
export function ProgressBar({ active, since }: { active: boolean; since?: number }) {
  const { t } = useTranslation();
  const progress = useTrickle(active, since);
  if (progress === null) return null;
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label={t('loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
    >
      <div className="route-progress-bar" style={{ transform: `scaleX(${progress})` }} />
      {active && <span className="spinner route-progress-spinner" aria-hidden />}
    </div>
  );
}
