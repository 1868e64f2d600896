/**
 * Compass: the heading in degrees and as a direction in both languages from the device's
 * absolute orientation, a rose that turns to stay pointing north, a calibration hint; a clear
 * message (not a dead dial) where there is no sensor, no permission, or no secure connection.
 */
import { CompassOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dial } from './Dial';
import { useCompass, type CompassState } from './useCompass';
import './compass.css';

const NS = 'compass';

/** iOS reports its accuracy in degrees; beyond this the hint becomes a warning. */
const POOR_ACCURACY_DEG = 20;

function Problem({ state, onStart }: { state: CompassState; onStart: () => void }) {
  const { t } = useTranslation(NS);
  switch (state.status) {
    case 'needsPermission':
      return (
        <Result
          icon={<CompassOutlined />}
          title={t('permission.title')}
          subTitle={t('permission.body')}
          extra={
            <Button type="primary" onClick={onStart}>
              {t('permission.start')}
            </Button>
          }
        />
      );
    case 'waiting':
      return <Alert type="info" showIcon title={t('waiting')} data-testid="compass-status" />;
    default:
      return (
        <Result
          status="warning"
          title={t(`problems.${state.status}.title`)}
          subTitle={t(`problems.${state.status}.body`)}
          data-testid="compass-status"
        />
      );
  }
}

export default function CompassTool() {
  const { t, i18n } = useTranslation(NS);
  const { state, start } = useCompass();
  if (state.status !== 'reading') return <Problem state={state} onStart={start} />;

  const { heading, accuracy } = state;
  const zh = i18n.language.startsWith('zh');
  const name = zh ? heading.nameZh : heading.nameEn;
  const poor = accuracy !== null && (accuracy < 0 || accuracy > POOR_ACCURACY_DEG);
  return (
    <Flex vertical gap={16} align="center">
      <div className="compass-reading" data-testid="compass-reading" aria-live="polite">
        <span className="compass-degrees" data-testid="compass-degrees">
          {heading.rounded}°
        </span>
        <span className="compass-name" data-testid="compass-name">
          {name} ({heading.point})
        </span>
      </div>
      <Dial
        heading={heading.degrees}
        lang={i18n.language}
        label={t('dialLabel', { degrees: heading.rounded, direction: name })}
      />
      <Alert
        type={poor ? 'warning' : 'info'}
        showIcon
        title={
          poor ? t('calibrate.poor', { accuracy: Math.round(accuracy ?? 0) }) : t('calibrate.hint')
        }
        data-testid="compass-calibration"
      />
      <p className="compass-note">{t('note')}</p>
    </Flex>
  );
}
