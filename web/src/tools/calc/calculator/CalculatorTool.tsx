/**
 * Scientific calculator. The expression is an editable field (type, paste, move the caret)
 * fed by the keypad and the keyboard; the Rust core evaluates it exactly. A live preview
 * follows the typing; "=" records the result in a remembered history. After "=", an
 * operator continues from the result and a digit starts afresh; an error keeps the expression
 * as it was, to be corrected.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): on a phone antd's
 * code, stylesheet and provider were most of this page's load time.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { calcEvaluate, type Angle, type CalcResult } from '../../../core';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { useErrorText } from '../../../shared/useErrorText';
import { isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import { readUrlParam, useUrlState, writeUrlParam } from '../../../shared/useUrlState';
import { normalize } from './expression';
import { History, isHistory, type Entry } from './History';
import { BASIC_KEYS, Keypad, SCIENTIFIC_KEYS, type KeyDef } from './Keypad';
import { commandFor, isExpressionText } from './keyboard';
import { useCalculator } from './useCalculator';
import { ResultNumber } from './ResultNumber';
import '../../../shared/lightControls.css';
import './calculator.css';
import { RadioOptions } from '../../../shared/LightChoices';

const NS = 'calculator';
const ANGLES: Angle[] = ['degrees', 'radians'];

export default function CalculatorTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [angle, setAngle] = useUrlState(
    'angle',
    usePersistentState<Angle>(`${NS}:angle`, 'degrees', isOneOf(ANGLES)),
    isOneOf(ANGLES),
    'degrees',
  );
  const [history, setHistory] = usePersistentState<Entry[]>(`${NS}:history`, [], isHistory);
  const { view, inputRef, run, insertOperand, typed, editing, letter, load } = useCalculator(
    angle,
    history,
    setHistory,
  );
  const { expr, outcome } = view;

  // The expression is in the URL (`#expr=sin(30)*2`): a link (or a reload) opens it evaluated.
  const linked = useRef(readUrlParam('expr'));
  useEffect(() => {
    const text = linked.current;
    linked.current = null;
    // Shown as if "=" had just been pressed: its value, and typing a number starts afresh.
    if (text) {
      load(normalize(text));
      run({ action: 'equals' });
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // Written with keyboard symbols, which a link keeps readable (× ÷ − would be escaped).
    const ascii = expr.replace(/×/g, '*').replace(/÷/g, '/').replace(/−/g, '-');
    if (linked.current === null) writeUrlParam('expr', ascii);
  }, [expr]);
  const [preview, setPreview] = useState<{ expr: string; angle: Angle; result: CalcResult } | null>(
    null,
  );

  const shown = outcome && outcome.expr === expr && outcome.angle === angle ? outcome : null;
  const result = shown?.result ?? null;

  // Live preview of the value while typing (errors of a half-typed expression stay quiet).
  useEffect(() => {
    if (expr.trim() === '') return;
    let stale = false;
    calcEvaluate(expr, angle).then(
      (value) => !stale && setPreview({ expr, angle, result: value }),
      () => !stale && setPreview(null),
    );
    return () => {
      stale = true;
    };
  }, [expr, angle]);
  const live = !shown && preview && preview.expr === expr && preview.angle === angle;

  function onKey(key: KeyDef) {
    run(key.action ? { action: key.action } : { insert: key.insert ?? '' });
  }

  // Keys typed while the focus is elsewhere on the page (not in a field or on a button).
  const runRef = useRef(run);
  const exprRef = useRef(expr);
  useLayoutEffect(() => {
    runRef.current = run;
    exprRef.current = expr;
  });
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      const tag = target?.tagName;
      // A radio or checkbox (the angle unit) takes no text: what is typed there is the sum's.
      const choice =
        tag === 'INPUT' && ['radio', 'checkbox'].includes((target as HTMLInputElement).type);
      if (
        (tag === 'INPUT' && !choice) ||
        tag === 'TEXTAREA' ||
        tag === 'SELECT' ||
        target?.isContentEditable
      )
        return;
      if ((tag === 'BUTTON' || choice) && (e.key === 'Enter' || e.key === ' ')) return;
      if (choice && e.key.startsWith('Arrow')) return;
      // Letters too (the s of sin), or "sqrt(2)=" typed here would lose its name and give 2.
      const command =
        commandFor(e.key, exprRef.current) ?? (isExpressionText(e.key) ? { insert: e.key } : null);
      if (!command) return;
      e.preventDefault();
      inputRef.current?.focus();
      runRef.current(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);

  function onInputKey(e: ReactKeyboardEvent<HTMLInputElement>) {
    if (e.ctrlKey || e.metaKey || e.altKey || e.nativeEvent.isComposing) return;
    const at = e.currentTarget.selectionStart ?? expr.length;
    // Letters of names go through the model like digits: left to the browser, a fast
    // "sqrt(2)=" raced React's re-render and lost its letters.
    const command =
      commandFor(e.key, expr.slice(0, at)) ?? (isExpressionText(e.key) ? { insert: e.key } : null);
    if (command) {
      e.preventDefault();
      run(command);
    } else if (e.key.length === 1) {
      if (letter(e.key)) e.preventDefault();
    } else if (e.key.startsWith('Arrow') || e.key === 'Home' || e.key === 'End') {
      editing();
    }
  }

  return (
    <div className="calc-layout">
      <div className="calc-main">
        <div className="calc-display">
          <div className="calc-display-bar">
            <div
              className="light-segmented calc-angle"
              role="radiogroup"
              aria-label={t('angleLabel')}
            >
              <RadioOptions
                name="calc-angle"
                value={angle}
                options={ANGLES}
                label={(a) => t(`angle.${a}`)}
                onChange={setAngle}
                look="segment"
              />
            </div>
            {result && <LightCopyButton text={result.copy} className="button-small" />}
          </div>
          <input
            ref={inputRef}
            className="calc-expr"
            aria-label={t('expression')}
            placeholder="0"
            value={expr}
            inputMode="none"
            autoComplete="off"
            spellCheck={false}
            autoFocus
            onChange={(e) =>
              typed(e.target.value, e.target.selectionStart ?? e.target.value.length)
            }
            onKeyDown={onInputKey}
            onClick={editing}
          />
          <div className="calc-result" data-testid="calc-result" aria-live="polite">
            {shown?.error ? (
              <span className="calc-error">{errorText(shown.error)}</span>
            ) : result ? (
              <>
                <span className="calc-value">
                  {'=\u00a0'}
                  <ResultNumber mantissa={result.mantissa} exponent={result.exponent} />
                </span>
                {result.fraction && (
                  <span className="calc-fraction">
                    {t('fraction')} {result.fraction.replace('-', '−')}
                  </span>
                )}
              </>
            ) : live && preview.result ? (
              <span className="calc-preview" data-testid="calc-preview">
                {'=\u00a0'}
                <ResultNumber
                  mantissa={preview.result.mantissa}
                  exponent={preview.result.exponent}
                />
              </span>
            ) : null}
          </div>
        </div>
        <div className="calc-pads">
          <Keypad keys={SCIENTIFIC_KEYS} onKey={onKey} className="calc-keys-scientific" />
          <Keypad keys={BASIC_KEYS} onKey={onKey} className="calc-keys-basic" />
        </div>
        <p className="calc-hint">{t('hint')}</p>
      </div>
      <History
        entries={history}
        onReuse={(entry) => {
          insertOperand(normalize(entry.reuse));
          inputRef.current?.focus();
        }}
        onEdit={(entry) => {
          load(entry.expr);
          inputRef.current?.focus();
        }}
        onClear={() => setHistory([])}
      />
    </div>
  );
}
