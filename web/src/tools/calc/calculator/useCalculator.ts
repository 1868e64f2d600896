/**
 * The calculator's editing logic. Keys act on a model kept in a ref (always current), and the
 * view state follows it; keys pressed while "=" is being evaluated (in the worker) wait and
 * run afterwards in order, so typing "1/7 Enter 6*7 Enter" quickly works as typed.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { ToolError, calcEvaluate, toToolError, type Angle, type CalcResult } from '../../../core';
import { CONTINUES_RESULT, deleteBack, insert, normalize, toggleSign } from './expression';
import { MAX_HISTORY, type Entry } from './History';
import type { KeyCommand } from './keyboard';

export interface Outcome {
  expr: string;
  angle: Angle;
  result: CalcResult | null;
  error: ToolError | null;
}

export interface View {
  expr: string;
  /** True right after "=": the next digit starts a new expression. */
  evaluated: boolean;
  outcome: Outcome | null;
}

/** The result's reuse text negated, for ± right after "=". */
function negated(reuse: string): string {
  return reuse.startsWith('(-') ? reuse.slice(2, -1) : `-${reuse}`;
}

export function useCalculator(
  angle: Angle,
  history: Entry[],
  setHistory: (entries: Entry[]) => void,
) {
  const [view, setView] = useState<View>({ expr: '', evaluated: false, outcome: null });
  const model = useRef<View>(view);
  /** Where the caret goes after an edit made by a key (not yet rendered). */
  const caret = useRef<number | null>(null);
  const pending = useRef(false);
  const waiting = useRef<KeyCommand[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef({ angle, history, setHistory });
  useLayoutEffect(() => {
    latest.current = { angle, history, setHistory };
  });

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && caret.current !== null) {
      input.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [view.expr]);

  function commit(next: View, at: number | null = null) {
    model.current = next;
    caret.current = at;
    setView(next);
  }

  function edit(expr: string, at: number) {
    const keep = model.current.outcome?.error ? null : model.current.outcome;
    commit({ expr, evaluated: false, outcome: keep }, at);
  }

  function selection(): [number, number] {
    const { expr } = model.current;
    if (caret.current !== null) return [caret.current, caret.current];
    const input = inputRef.current;
    if (!input || document.activeElement !== input) return [expr.length, expr.length];
    return [input.selectionStart ?? expr.length, input.selectionEnd ?? expr.length];
  }

  function evaluate() {
    const { expr } = model.current;
    if (expr.trim() === '') return;
    const { angle: at } = latest.current;
    pending.current = true;
    calcEvaluate(expr, at)
      .then(
        (result) => {
          const same = model.current.expr === expr;
          commit({
            expr: model.current.expr,
            evaluated: same,
            outcome: { expr, angle: at, result, error: null },
          });
          const { history: past, setHistory: save } = latest.current;
          const rest = past.filter((h) => h.expr !== expr || h.reuse !== result.reuse);
          const entry = { expr, mantissa: result.mantissa, exponent: result.exponent };
          save([{ ...entry, reuse: result.reuse }, ...rest].slice(0, MAX_HISTORY));
          latest.current.history = [{ ...entry, reuse: result.reuse }, ...rest];
        },
        (e: unknown) => {
          const outcome = { expr, angle: at, result: null, error: toToolError(e) };
          commit({ expr: model.current.expr, evaluated: false, outcome });
        },
      )
      .finally(() => {
        pending.current = false;
        while (!pending.current && waiting.current.length > 0) {
          const next = waiting.current.shift();
          if (next) run(next);
        }
      });
  }

  /** An operand (a number, a reused value): after "=", it starts a new expression. */
  function insertOperand(text: string) {
    const { expr, evaluated } = model.current;
    if (evaluated) edit(text, text.length);
    else {
      const next = insert(expr, ...selection(), text);
      edit(next.expr, next.caret);
    }
  }

  function run(command: KeyCommand) {
    if (pending.current) {
      waiting.current.push(command);
      return;
    }
    const { expr, evaluated, outcome } = model.current;
    const result = evaluated ? (outcome?.result ?? null) : null;
    if ('insert' in command) {
      const text = command.insert;
      if (result && CONTINUES_RESULT.has(text)) {
        const start = normalize(result.reuse) + text;
        edit(start, start.length);
      } else insertOperand(text);
      return;
    }
    switch (command.action) {
      case 'equals':
        evaluate();
        break;
      case 'clear':
        commit({ expr: '', evaluated: false, outcome: null }, 0);
        break;
      case 'delete': {
        const next = deleteBack(expr, ...selection());
        edit(next.expr, next.caret);
        break;
      }
      case 'ans': {
        const last = latest.current.history[0];
        if (last) insertOperand(normalize(last.reuse));
        break;
      }
      case 'sign': {
        const next = result
          ? { expr: normalize(negated(result.reuse)), caret: -1 }
          : toggleSign(expr, selection()[0]);
        edit(next.expr, next.caret < 0 ? next.expr.length : next.caret);
        break;
      }
    }
  }

  /** Text typed or pasted straight into the field. */
  function typed(value: string, at: number) {
    edit(normalize(value), at);
  }

  /** The user moved the caret or clicked into the field: they are editing, not starting anew. */
  function editing() {
    if (model.current.evaluated) commit({ ...model.current, evaluated: false });
  }

  /**
   * A printable key that is not a calculator key (a letter: the s of sin). While "=" is being
   * evaluated it waits in line behind the keys before it, so "Enter sin" typed fast stays in
   * order; right after "=" it starts a new expression. True when handled here (the browser must
   * not type it into the field itself).
   */
  function letter(text: string) {
    if (pending.current) {
      waiting.current.push({ insert: text });
      return true;
    }
    if (!model.current.evaluated) return false;
    edit(text, text.length);
    return true;
  }

  function load(expr: string) {
    commit({ expr, evaluated: false, outcome: null }, expr.length);
  }

  return { view, inputRef, run, insertOperand, typed, editing, letter, load };
}
