/**
 * Keyboard tester: a full on-screen keyboard lights each key while held and keeps the ones
 * tested; the last event's key, code, keyCode, location and modifiers; how many keys are held
 * at once (rollover). While the tester has focus it stops the browser's own action for keys
 * (Tab, F5, Backspace, Space, arrows, Alt …) so testing them does not leave or scroll the page.
 *
 * Drawn with plain HTML and our own CSS (`antd: false` in meta.ts), like the UUID generator: on
 * a phone antd's code, stylesheet and provider were most of this page's load.
 */
import warningSvg from '@ant-design/icons-svg/inline-svg/filled/exclamation-circle.svg?raw';
import undoSvg from '@ant-design/icons-svg/inline-svg/outlined/undo.svg?raw';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoCircleFilled } from '../../../app/icons';
import { lightIcon } from '../../../shared/lightIcon';
import { isListening, isRealControl } from './focus';
import { KeyDetails } from './KeyDetails';
import { OnScreenKeyboard } from './OnScreenKeyboard';
import { initialState, reduce, type KeyInfo } from './keyState';
import { ALL_CODES } from './layout';
import '../../../shared/lightControls.css';
import './keyboard.css';

// Not svgIcon's `es/asn` shapes, which the antd tools' shared chunk holds (see lightIcon.tsx).
const ExclamationCircleFilled = lightIcon(warningSvg, 'ExclamationCircleFilled');
const UndoOutlined = lightIcon(undoSvg, 'UndoOutlined');

const NS = 'keyboard-tester';

function infoOf(e: KeyboardEvent, type: KeyInfo['type']): KeyInfo {
  return {
    type,
    key: e.key,
    code: e.code,
    // Deprecated but still what many programs and games read, so testers show it.
    keyCode: e.keyCode,
    location: e.location,
    repeat: e.repeat,
    shift: e.shiftKey,
    ctrl: e.ctrlKey,
    alt: e.altKey,
    meta: e.metaKey,
    capsLock: e.getModifierState?.('CapsLock') ?? false,
    numLock: e.getModifierState?.('NumLock') ?? false,
  };
}

/** A phone or tablet without a mouse or trackpad probably has no keyboard either. */
function touchOnly(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches &&
    !window.matchMedia('(any-pointer: fine)').matches
  );
}

export default function KeyboardTesterTool() {
  const { t } = useTranslation(NS);
  const [state, dispatch] = useReducer(reduce, initialState);
  // Listening unless the focus is in a real control (or in another window): a click on the
  // heading or on empty space leaves the focus on the page, and the keys are still caught.
  const [focused, setFocused] = useState(true);
  const areaRef = useRef<HTMLDivElement>(null);
  const [phone] = useState(touchOnly);

  useEffect(() => {
    areaRef.current?.focus({ preventScroll: true });
    // A focused button or link keeps working with Enter and Space, a text field keeps its typing.
    const capture = (e: KeyboardEvent) =>
      !isRealControl(e.target instanceof Element ? e.target : null) &&
      !isRealControl(document.activeElement);
    // Caught keys go no further either: the site's own shortcuts (Ctrl/⌘+K opens the search)
    // would otherwise take the focus away in the middle of a test.
    const down = (e: KeyboardEvent) => {
      if (!capture(e)) return;
      e.preventDefault();
      e.stopPropagation();
      dispatch({ type: 'key', info: infoOf(e, 'down') });
    };
    const up = (e: KeyboardEvent) => {
      if (!capture(e)) return;
      e.preventDefault();
      e.stopPropagation();
      dispatch({ type: 'key', info: infoOf(e, 'up') });
    };
    const blur = () => {
      dispatch({ type: 'blur' });
      setFocused(false);
    };
    // After the focus has moved (focusout comes before the new element has it).
    const update = () => window.setTimeout(() => setFocused(isListening()), 0);
    window.addEventListener('keydown', down, true);
    window.addEventListener('keyup', up, true);
    window.addEventListener('blur', blur);
    window.addEventListener('focus', update);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      window.removeEventListener('keydown', down, true);
      window.removeEventListener('keyup', up, true);
      window.removeEventListener('blur', blur);
      window.removeEventListener('focus', update);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);

  const onBoard = state.tested.filter((id) => ALL_CODES.has(id)).length;
  const others = state.tested.filter((id) => !ALL_CODES.has(id));

  return (
    <div className="kb-tool">
      {phone && (
        <div className="notice notice-warning" role="alert" data-testid="kb-phone">
          <ExclamationCircleFilled className="notice-icon" aria-hidden />
          <span className="notice-text">{t('phone')}</span>
        </div>
      )}
      <div
        ref={areaRef}
        tabIndex={0}
        className={`kb-area${focused ? '' : ' kb-area-idle'}`}
        aria-label={t('areaLabel')}
        aria-describedby="kb-focus-hint"
        data-testid="kb-area"
      >
        <p id="kb-focus-hint" className="kb-hint">
          {focused ? t('listening') : t('clickToTest')}
        </p>
        <OnScreenKeyboard held={state.held} tested={state.tested} />
      </div>

      <div className="kb-stats">
        <Stat testId="kb-held" title={t('heldNow')} value={state.held.length} />
        <Stat testId="kb-max" title={t('maxHeld')} value={state.maxHeld} />
        <Stat
          testId="kb-tested"
          title={t('testedCount')}
          value={onBoard}
          suffix={`/ ${ALL_CODES.size}`}
        />
        <button
          type="button"
          className="button"
          // Keeps focus (and key capture) in the tester when clicked with a mouse.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            dispatch({ type: 'reset' });
            areaRef.current?.focus({ preventScroll: true });
          }}
        >
          <UndoOutlined aria-hidden />
          {t('common:actions.reset')}
        </button>
      </div>
      {others.length > 0 && (
        <div className="kb-others" data-testid="kb-others">
          <span>{t('otherKeys')}</span>
          {others.map((id) => (
            <span key={id} className="kb-tag">
              {id.replace(/^key:/, '')}
            </span>
          ))}
        </div>
      )}

      <KeyDetails last={state.last} log={state.log} />

      <div className="notice notice-info kb-invisible">
        <InfoCircleFilled className="notice-icon kb-invisible-icon" aria-hidden />
        <div className="notice-text">
          <p className="kb-invisible-title">{t('invisible.title')}</p>
          <p className="kb-invisible-body">{t('invisible.body')}</p>
        </div>
      </div>
      <p className="kb-hint">{t('rolloverNote')}</p>
    </div>
  );
}

/** antd's Statistic: a title over a large number, with an optional suffix. */
function Stat({
  testId,
  title,
  value,
  suffix,
}: {
  testId: string;
  title: string;
  value: number;
  suffix?: string;
}) {
  return (
    <div className="kb-stat" data-testid={testId}>
      <div className="kb-stat-title">{title}</div>
      <div className="kb-stat-value">
        <span>{value}</span>
        {suffix && <span className="kb-stat-suffix">{suffix}</span>}
      </div>
    </div>
  );
}
