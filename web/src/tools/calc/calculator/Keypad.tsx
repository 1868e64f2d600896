/**
 * The calculator's keys: a scientific block and the basic block. A key either inserts text
 * into the expression or runs an action (clear, delete, ±, =, reuse the last answer).
 * Pressing a key with the mouse keeps the focus (and caret) in the expression field.
 */
import { useTranslation } from 'react-i18next';

export type KeyAction = 'clear' | 'delete' | 'sign' | 'equals' | 'ans';

export interface KeyDef {
  id: string;
  label: string;
  /** Text inserted at the caret. */
  insert?: string;
  action?: KeyAction;
  /** Translation key of the accessible name, when the label is a symbol. */
  name?: string;
  kind?: 'digit' | 'operator' | 'function' | 'control' | 'equals';
}

const d = (n: string): KeyDef => ({ id: n, label: n, insert: n, kind: 'digit' });
const op = (id: string, label: string, insert: string, name: string): KeyDef => ({
  id,
  label,
  insert,
  name,
  kind: 'operator',
});
const fn = (id: string, label: string, insert: string, name: string): KeyDef => ({
  id,
  label,
  insert,
  name,
  kind: 'function',
});

export const SCIENTIFIC_KEYS: KeyDef[] = [
  fn('open', '(', '(', 'keys.open'),
  fn('close', ')', ')', 'keys.close'),
  fn('pi', 'π', 'π', 'keys.pi'),
  fn('e', 'e', 'e', 'keys.e'),
  fn('square', 'x²', '^2', 'keys.square'),
  fn('power', 'xʸ', '^', 'keys.power'),
  fn('sqrt', '√', '√(', 'keys.sqrt'),
  fn('reciprocal', '1/x', '^(−1)', 'keys.reciprocal'),
  fn('sin', 'sin', 'sin(', 'keys.sin'),
  fn('cos', 'cos', 'cos(', 'keys.cos'),
  fn('tan', 'tan', 'tan(', 'keys.tan'),
  fn('factorial', 'n!', '!', 'keys.factorial'),
  fn('asin', 'sin⁻¹', 'asin(', 'keys.asin'),
  fn('acos', 'cos⁻¹', 'acos(', 'keys.acos'),
  fn('atan', 'tan⁻¹', 'atan(', 'keys.atan'),
  { id: 'ans', label: 'Ans', action: 'ans', name: 'keys.ans', kind: 'function' },
  fn('ln', 'ln', 'ln(', 'keys.ln'),
  fn('log', 'log', 'log(', 'keys.log'),
  fn('exp', 'eˣ', 'e^(', 'keys.exp'),
  fn('pow10', '10ˣ', '10^(', 'keys.pow10'),
];

export const BASIC_KEYS: KeyDef[] = [
  { id: 'clear', label: 'C', action: 'clear', name: 'keys.clear', kind: 'control' },
  { id: 'delete', label: 'Del', action: 'delete', name: 'keys.delete', kind: 'control' },
  op('percent', '%', '%', 'keys.percent'),
  op('divide', '÷', '÷', 'keys.divide'),
  d('7'),
  d('8'),
  d('9'),
  op('multiply', '×', '×', 'keys.multiply'),
  d('4'),
  d('5'),
  d('6'),
  op('subtract', '−', '−', 'keys.subtract'),
  d('1'),
  d('2'),
  d('3'),
  op('add', '+', '+', 'keys.add'),
  { id: 'sign', label: '±', action: 'sign', name: 'keys.sign', kind: 'digit' },
  d('0'),
  { id: 'point', label: '.', insert: '.', name: 'keys.point', kind: 'digit' },
  { id: 'equals', label: '=', action: 'equals', name: 'keys.equals', kind: 'equals' },
];

export function Keypad({
  keys,
  onKey,
  className,
}: {
  keys: KeyDef[];
  onKey: (key: KeyDef) => void;
  className: string;
}) {
  const { t } = useTranslation('calculator');
  return (
    <div className={`calc-keys ${className}`}>
      {keys.map((key) => (
        <button
          key={key.id}
          type="button"
          className={`button calc-key calc-key-${key.kind ?? 'function'}${
            key.kind === 'equals' ? ' button-primary' : ''
          }`}
          aria-label={key.name ? t(key.name) : undefined}
          title={key.name ? t(key.name) : undefined}
          data-key={key.id}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onKey(key)}
        >
          {key.label}
        </button>
      ))}
    </div>
  );
}
