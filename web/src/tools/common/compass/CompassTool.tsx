/**
 * Compass: the heading in degrees and as a direction in both languages from the device's
 * absolute orientation, a rose that turns to stay pointing north, a calibration hint; a clear
 * message (not a dead dial) where there is no sensor, no permission, or no secure connection.
 *
 * Drawn with plain HTML and our own CSS (`antd: false` in meta.ts), like the UUID generator: on
 * a phone antd's code, stylesheet and provider were most of this page's load.
 */
import warningFilledSvg from '@ant-design/icons-svg/inline-svg/filled/warning.svg?raw';
import warningSvg from '@ant-design/icons-svg/inline-svg/filled/exclamation-circle.svg?raw';
import compassSvg from '@ant-design/icons-svg/inline-svg/outlined/compass.svg?raw';
import { useTranslation } from 'react-i18next';
import { InfoCircleFilled } from '../../../app/icons';
import { lightIcon } from '../../../shared/lightIcon';
import { Dial } from './Dial';
import { useCompass, type CompassState } from './useCompass';
import '../../../shared/lightControls.css';
import './compass.css';

const CompassOutlined = lightIcon(compassSvg, 'CompassOutlined');
const ExclamationCircleFilled = lightIcon(warningSvg, 'ExclamationCircleFilled');
const WarningFilled = lightIcon(warningFilledSvg, 'WarningFilled');

const NS = 'compass';

/** iOS reports its accuracy in degrees; beyond this the hint becomes a warning. */
const POOR_ACCURACY_DEG = 20;

/** antd's Result: a large icon over a title and its explanation, centred. */
function Result({
  icon,
  title,
  body,
  children,
  testId,
}: {
  icon: React.ReactNode;
  title: string;
  body: string;
  children?: React.ReactNode;
  testId?: string;
}) {
  return (
    <div className="compass-result" data-testid={testId}>
      {icon}
      <h2 className="compass-result-title">{title}</h2>
      <p className="compass-result-body">{body}</p>
      {children}
    </div>
  );
}

function Problem({ state, onStart }: { state: CompassState; onStart: () => void }) {
  const { t } = useTranslation(NS);
  switch (state.status) {
    case 'needsPermission':
      return (
        <Result
          icon={<CompassOutlined className="compass-result-icon compass-result-info" aria-hidden />}
          title={t('permission.title')}
          body={t('permission.body')}
        >
          <button type="button" className="button button-primary" onClick={onStart}>
            {t('permission.start')}
          </button>
        </Result>
      );
    case 'waiting':
      return (
        <div className="notice notice-info" data-testid="compass-status">
          <InfoCircleFilled className="notice-icon" aria-hidden />
          <span className="notice-text">{t('waiting')}</span>
        </div>
      );
    default:
      return (
        <Result
          icon={
            <WarningFilled className="compass-result-icon compass-result-warning" aria-hidden />
          }
          title={t(`problems.${state.status}.title`)}
          body={t(`problems.${state.status}.body`)}
          testId="compass-status"
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
    <div className="compass-tool">
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
      <div
        className={`notice ${poor ? 'notice-warning' : 'notice-info'} compass-calibration`}
        data-testid="compass-calibration"
      >
        {poor ? (
          <ExclamationCircleFilled className="notice-icon" aria-hidden />
        ) : (
          <InfoCircleFilled className="notice-icon" aria-hidden />
        )}
        <span className="notice-text">
          {poor
            ? t('calibrate.poor', { accuracy: Math.round(accuracy ?? 0) })
            : t('calibrate.hint')}
        </span>
      </div>
      <p className="compass-note">{t('note')}</p>
    </div>
  );
}
