/**
 * Loading indication: a bar across the top that advances every 200 ms while a route chunk
 * loads (spec §9), with a small spinner; and a full-page spinner for the very first load.
 */
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { useTrickle } from './useTrickle';

function ProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const progress = useTrickle(active);
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
      {active && <Spin size="small" className="route-progress-spinner" />}
    </div>
  );
}

export function RouteProgress() {
  const navigation = useNavigation();
  return <ProgressBar active={navigation.state !== 'idle'} />;
}

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading">
      <ProgressBar active />
      <Spin size="large" tip={t('loading')}>
        <div className="page-loading-box" />
      </Spin>
    </div>
  );
}
