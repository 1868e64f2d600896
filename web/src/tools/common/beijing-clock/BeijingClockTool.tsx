/**
 * Beijing clock: Asia/Shanghai time whatever the device's zone, ticking exactly on each second,
 * digital or analogue, full screen; corrected for the device clock's error as measured against
 * our server (or the device's own time, said so, when offline).
 */
import { FullscreenExitOutlined, FullscreenOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Segmented } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import { useSecondTicker } from '../../../shared/useSecondTicker';
import { AnalogueFace } from './AnalogueFace';
import { beijingTime } from './beijingTime';
import { describeOffset } from './clockOffset';
import { useClockOffset, type OffsetState } from './useClockOffset';
import './clock.css';

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

function OffsetNote({ state, onMeasure }: { state: OffsetState; onMeasure: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const again = (
    <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onMeasure}>
      {t('measureAgain')}
    </Button>
  );
  if (state.status === 'measuring') {
    return <Alert type="info" showIcon title={t('offset.measuring')} data-testid="clock-offset" />;
  }
  if (state.status === 'offline') {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('offset.offline')}
        action={again}
        data-testid="clock-offset"
      />
    );
  }
  const wording = describeOffset(state.offset, i18n.language);
  return (
    <Alert
      type={wording.key === 'accurate' ? 'success' : 'warning'}
      showIcon
      title={t(`offset.${wording.key}`, wording)}
      action={again}
      data-testid="clock-offset"
    />
  );
}

export default function BeijingClockTool() {
  const { t, i18n } = useTranslation(NS);
  const [face, setFace] = usePersistentState(`${NS}:face`, 'digital', isOneOf(FACES));
  const { state, measure } = useClockOffset();
  const offsetMs = state.status === 'measured' ? state.offset.offsetMs : 0;
  const now = beijingTime(useSecondTicker(offsetMs));
  const faceRef = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(faceRef);
  const english = !i18n.language.startsWith('zh');

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Segmented
          value={face}
          onChange={(v) => setFace(v as (typeof FACES)[number])}
          options={FACES.map((f) => ({ value: f, label: t(`faces.${f}`) }))}
          aria-label={t('faceLabel')}
        />
        <Button
          icon={
            fullScreen.active ? (
              <FullscreenExitOutlined aria-hidden />
            ) : (
              <FullscreenOutlined aria-hidden />
            )
          }
          onClick={fullScreen.toggle}
        >
          {fullScreen.active ? t('exitFullScreen') : t('fullScreen')}
        </Button>
      </Flex>

      <div
        ref={faceRef}
        className={`clock-face${fullScreen.overlay ? ' clock-face-overlay' : ''}`}
        data-testid="clock-face"
      >
        {fullScreen.active && (
          <Button
            className="clock-overlay-exit"
            icon={<FullscreenExitOutlined aria-hidden />}
            onClick={fullScreen.toggle}
          >
            {t('exitFullScreen')}
          </Button>
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
      <Flex vertical gap={4} className="clock-notes">
        <span>{t('notes.ticks')}</span>
        <span>{t('notes.offset')}</span>
      </Flex>
    </Flex>
  );
}
