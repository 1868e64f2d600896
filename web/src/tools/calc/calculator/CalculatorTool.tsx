/**
 * Scientific calculator. The expression is an editable field (type, paste, move the caret)
 * fed by the keypad and the keyboard; the Rust core evaluates it exactly. A live preview
 * follows the typing; "=" records the result in a remembered history. After "=", an
 * operator continues from the result and a digit starts afresh; an error keeps the expression
 * as it was, to be corrected.
 */
import { Flex, Input, Segmented, Typography, type InputRef } from 'antd';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, calcEvaluate, toToolError, type Angle, type CalcResult } from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { useErrorText } from '../../../shared/useErrorText';
import { isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import {
  CONTINUES_RESULT,
  deleteBack,
  insert,
  normalize,
  toggleSign,
  type Edit,
} from './expression';
import { History, MAX_HISTORY, isHistory, type Entry } from './History';
import { BASIC_KEYS, Keypad, SCIENTIFIC_KEYS, type KeyAction, type KeyDef } from './Keypad';
import { commandFor, type KeyCommand } from './keyboard';
import { ResultNumber } from './ResultNumber';
import './calculator.css';

const NS = 'calculator';
const ANGLES: Angle[] = ['degrees', 'radians'];

interface Outcome {
  expr: string;
  angle: Angle;
  result: CalcResult | null;
  error: ToolError | null;
}

/** The result's reuse text negated, for ± right after "=". */
function negated(reuse: string): string {
  return reuse.startsWith('(-') ? reuse.slice(2, -1) : `-${reuse}`;
}

export default function CalculatorTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [angle, setAngle] = usePersistentState<Angle>(`${NS}:angle`, 'degrees', isOneOf(ANGLES));
  const [history, setHistory] = usePersistentState<Entry[]>(`${NS}:history`, [], isHistory);
  const [expr, setExpr] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [preview, setPreview] = useState<Outcome | null>(null);
  /** True right after "=": the next digit starts a new expression. */
  const [evaluated, setEvaluated] = useState(false);
  const inputRef = useRef<InputRef>(null);
  const caret = useRef<number | null>(null);

  // Put the caret where a programmatic edit left it.
  useLayoutEffect(() => {
    const input = inputRef.current?.input;
    if (input && caret.current !== null) {
      input.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [expr]);

  const shown = outcome && outcome.expr === expr && outcome.angle === angle ? outcome : null;
  const result = shown?.result ?? null;

  // Live preview of the value while typing (errors of a half-typed expression stay quiet).
  useEffect(() => {
    if (expr.trim() === '') return;
    let stale = false;
    calcEvaluate(expr, angle).then(
      (value) => !stale && setPreview({ expr, angle, result: value, error: null }),
      () => !stale && setPreview(null),
    );
    return () => {
      stale = true;
    };
  }, [expr, angle]);
  const live = !shown && preview && preview.expr === expr && preview.angle === angle;

  function apply(edit: Edit) {
    setExpr(edit.expr);
    caret.current = edit.caret;
    setEvaluated(false);
  }

  function selection(): [number, number] {
    const input = inputRef.current?.input;
    if (!input || document.activeElement !== input) return [expr.length, expr.length];
    return [input.selectionStart ?? expr.length, input.selectionEnd ?? expr.length];
  }

  function evaluate() {
    if (expr.trim() === '') return;
    const question = { expr, angle };
    calcEvaluate(expr, angle).then(
      (value) => {
        setOutcome({ ...question, result: value, error: null });
        setEvaluated(true);
        const entry: Entry = {
          expr,
          mantissa: value.mantissa,
          exponent: value.exponent,
          reuse: value.reuse,
        };
        const rest = history.filter((h) => h.expr !== expr || h.reuse !== value.reuse);
        setHistory([entry, ...rest].slice(0, MAX_HISTORY));
      },
      (e: unknown) => {
        setOutcome({ ...question, result: null, error: toToolError(e) });
        setEvaluated(false);
      },
    );
  }

  /** Inserts an operand (a number, a reused value): after "=", it starts a new expression. */
  function insertOperand(text: string) {
    if (evaluated) apply({ expr: text, caret: text.length });
    else apply(insert(expr, ...selection(), text));
  }

  function run(command: KeyCommand) {
    if ('insert' in command) {
      const text = command.insert;
      if (evaluated && result && CONTINUES_RESULT.has(text)) {
        const start = normalize(result.reuse) + text;
        apply({ expr: start, caret: start.length });
      } else {
        insertOperand(text);
      }
      return;
    }
    const action: KeyAction = command.action;
    if (action === 'equals') evaluate();
    else if (action === 'clear') {
      apply({ expr: '', caret: 0 });
      setOutcome(null);
    } else if (action === 'delete') apply(deleteBack(expr, ...selection()));
    else if (action === 'ans' && history.length > 0) insertOperand(normalize(history[0].reuse));
    else if (action === 'sign') {
      if (evaluated && result) {
        const text = normalize(negated(result.reuse));
        apply({ expr: text, caret: text.length });
      } else apply(toggleSign(expr, selection()[0]));
    }
  }

  function onKey(key: KeyDef) {
    run(key.action ? { action: key.action } : { insert: key.insert ?? '' });
  }

  // Keys typed while the focus is elsewhere on the page (not in a field or on a button).
  const runRef = useRef(run);
  useLayoutEffect(() => {
    runRef.current = run;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      const tag = target?.tagName;
      if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable)
        return;
      if (tag === 'BUTTON' && (e.key === 'Enter' || e.key === ' ')) return;
      const command = commandFor(e.key);
      if (!command) return;
      e.preventDefault();
      inputRef.current?.focus();
      runRef.current(command);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  function onInputKey(e: ReactKeyboardEvent<HTMLInputElement>) {
    if (e.ctrlKey || e.metaKey || e.altKey || e.nativeEvent.isComposing) return;
    const command = commandFor(e.key);
    if (command) {
      e.preventDefault();
      run(command);
    } else if (e.key.length === 1 && evaluated) {
      // A letter right after "=" (say, the s of sin) starts a new expression.
      e.preventDefault();
      apply({ expr: e.key, caret: 1 });
    } else if (e.key.startsWith('Arrow') || e.key === 'Home' || e.key === 'End') {
      setEvaluated(false);
    }
  }

  return (
    <div className="calc-layout">
      <Flex vertical gap={12} className="calc-main">
        <div className="calc-display">
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Segmented
              size="small"
              value={angle}
              onChange={(v) => setAngle(v as Angle)}
              options={ANGLES.map((a) => ({ value: a, label: t(`angle.${a}`) }))}
              aria-label={t('angleLabel')}
            />
            {result && <CopyButton text={result.copy} size="small" />}
          </Flex>
          <Input
            ref={inputRef}
            className="calc-expr"
            aria-label={t('expression')}
            placeholder="0"
            value={expr}
            inputMode="none"
            autoComplete="off"
            spellCheck={false}
            autoFocus
            variant="borderless"
            onChange={(e) =>
              apply({
                expr: normalize(e.target.value),
                caret: e.target.selectionStart ?? e.target.value.length,
              })
            }
            onKeyDown={onInputKey}
            onClick={() => setEvaluated(false)}
          />
          <div className="calc-result" data-testid="calc-result" aria-live="polite">
            {shown?.error ? (
              <Typography.Text type="danger" className="calc-error">
                {errorText(shown.error)}
              </Typography.Text>
            ) : result ? (
              <>
                <span className="calc-value">
                  = <ResultNumber mantissa={result.mantissa} exponent={result.exponent} />
                </span>
                {result.fraction && (
                  <span className="calc-fraction">
                    {t('fraction')} {result.fraction.replace('-', '−')}
                  </span>
                )}
              </>
            ) : live && preview.result ? (
              <span className="calc-preview" data-testid="calc-preview">
                ={' '}
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
        <Typography.Text type="secondary" className="calc-hint">
          {t('hint')}
        </Typography.Text>
      </Flex>
      <History
        entries={history}
        onReuse={(entry) => insertOperand(normalize(entry.reuse))}
        onEdit={(entry) => {
          apply({ expr: entry.expr, caret: entry.expr.length });
          setOutcome(null);
        }}
        onClear={() => setHistory([])}
      />
    </div>
  );
}
