/**
 * Beijing clock: Asia/Shanghai time whatever the device's zone, ticking exactly on each second,
 * digital or analogue, full screen; corrected for the device clock's error as measured against
 * our server (or the device's own time, said so, when offline).
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts), like the UUID
 * generator: on a phone antd's code, stylesheet and provider were most of this page's load.
 */
import warningSvg from '@ant-design/icons-svg/inline-svg/filled/exclamation-circle.svg?raw';
import fullscreenExitSvg from '@ant-design/icons-svg/inline-svg/outlined/fullscreen-exit.svg?raw';
import fullscreenSvg from '@ant-design/icons-svg/inline-svg/outlined/fullscreen.svg?raw';
import reloadSvg from '@ant-design/icons-svg/inline-svg/outlined/reload.svg?raw';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleFilled, InfoCircleFilled } from '../../../app/icons';
import { lightIcon } from '../../../shared/lightIcon';
import { isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import { useSecondTicker } from '../../../shared/useSecondTicker';
import { AnalogueFace } from './AnalogueFace';
import { beijingTime } from './beijingTime';
import { describeOffset } from './clockOffset';
import { useClockOffset, type OffsetState } from './useClockOffset';
import '../../../shared/lightControls.css';
import './clock.css';
import { RadioOptions } from '../../../shared/LightChoices';

const ExclamationCircleFilled = lightIcon(warningSvg, 'ExclamationCircleFilled');
const FullscreenExitOutlined = lightIcon(fullscreenExitSvg, 'FullscreenExitOutlined');
const FullscreenOutlined = lightIcon(fullscreenSvg, 'FullscreenOutlined');
const ReloadOutlined = lightIcon(reloadSvg, 'ReloadOutlined');

const NS = 'beijing-clock';
const FACES = ['digital', 'analogue'] as const;

/** Full screen through the Fullscreen API, or (iPhone Safari has none) a fixed overlay. */
function useFullScreen(target: React.RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [overlay, setOverlay] = useState(false);
  useEffect(() => {
    const sync = () => setNative(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);
  useEffect(() => {
    if (!overlay) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOverlay(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlay]);
  const toggle = useCallback(() => {
    if (native) void document.exitFullscreen();
    else if (overlay) setOverlay(false);
    else if (document.fullscreenEnabled && target.current?.requestFullscreen) {
      target.current.requestFullscreen().catch(() => setOverlay(true));
    } else setOverlay(true);
  }, [native, overlay, target]);
  return { active: native || overlay, overlay, toggle };
}

/** antd's Alert, drawn as the shell's notice: icon, text and an optional action. */
function Note({
  kind,
  text,
  action,
}: {
  kind: 'info' | 'success' | 'warning';
  text: string;
  action?: React.ReactNode;
}) {
  const Icon =
    kind === 'info'
      ? InfoCircleFilled
      : kind === 'success'
        ? CheckCircleFilled
        : ExclamationCircleFilled;
  return (
    <div className={`notice notice-${kind} clock-offset`} data-testid="clock-offset">
      <Icon className="notice-icon" aria-hidden />
      <span className="notice-text">{text}</span>
      {action}
    </div>
  );
}

function OffsetNote({ state, onMeasure }: { state: OffsetState; onMeasure: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const again = (
    <button type="button" className="button button-small" onClick={onMeasure}>
      <ReloadOutlined aria-hidden />
      {t('measureAgain')}
    </button>
  );
  if (state.status === 'measuring') return <Note kind="info" text={t('offset.measuring')} />;
  if (state.status === 'offline') {
    return <Note kind="warning" text={t('offset.offline')} action={again} />;
  }
  const wording = describeOffset(state.offset, i18n.language);
  return (
    <Note
      kind={wording.key === 'accurate' ? 'success' : 'warning'}
      text={t(`offset.${wording.key}`, wording)}
      action={again}
    />
  );
}

export default function BeijingClockTool() {
  const { t, i18n } = useTranslation(NS);
  // In the URL too (#face=analogue), so a link opens the same clock face.
  const [face, setFace] = useUrlState(
    'face',
    usePersistentState(`${NS}:face`, 'digital', isOneOf(FACES)),
    isOneOf(FACES),
    'digital',
  );
  const { state, measure } = useClockOffset();
  const offsetMs = state.status === 'measured' ? state.offset.offsetMs : 0;
  const now = beijingTime(useSecondTicker(offsetMs));
  const faceRef = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(faceRef);
  const english = !i18n.language.startsWith('zh');

  return (
    <div className="clock-tool">
      <div className="clock-bar">
        <div className="light-segmented" role="radiogroup" aria-label={t('faceLabel')}>
          <RadioOptions
            name="clock-face"
            value={face}
            options={FACES}
            label={(f) => t(`faces.${f}`)}
            onChange={setFace}
            look="segment"
          />
        </div>
        <button type="button" className="button" onClick={fullScreen.toggle}>
          {fullScreen.active ? (
            <FullscreenExitOutlined aria-hidden />
          ) : (
            <FullscreenOutlined aria-hidden />
          )}
          {fullScreen.active ? t('exitFullScreen') : t('fullScreen')}
        </button>
      </div>

      <div
        ref={faceRef}
        className={`clock-face${fullScreen.overlay ? ' clock-face-overlay' : ''}`}
        data-testid="clock-face"
      >
        {fullScreen.active && (
          <button type="button" className="button clock-overlay-exit" onClick={fullScreen.toggle}>
            <FullscreenExitOutlined aria-hidden />
            {t('exitFullScreen')}
          </button>
        )}
        {face === 'analogue' && (
          <AnalogueFace time={now} label={t('analogueLabel', { time: now.time })} />
        )}
        <div
          role="timer"
          aria-label={t('timeLabel')}
          className={face === 'analogue' ? 'clock-digital clock-digital-small' : 'clock-digital'}
          data-testid="clock-time"
        >
          {now.time}
        </div>
        <div className="clock-date" data-testid="clock-date" lang="zh-CN">
          {now.dateZh}
        </div>
        {english && (
          <div className="clock-date-en" data-testid="clock-date-en">
            {now.dateEn}
          </div>
        )}
        <div className="clock-zone">{t('zoneNote')}</div>
      </div>

      <OffsetNote state={state} onMeasure={measure} />
      <div className="clock-notes">
        <span>{t('notes.ticks')}</span>
        <span>{t('notes.offset')}</span>
      </div>
    </div>
  );
}
