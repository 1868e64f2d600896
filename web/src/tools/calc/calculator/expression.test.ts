import { describe, expect, it } from 'vitest';
import { deleteBack, insert, normalize, toggleSign } from './expression';

describe('expression editing', () => {
  it('shows keyboard operators as the keypad writes them', () => {
    expect(normalize('2*3/4-1')).toBe('2×3÷4−1');
    expect(normalize('sin(30)')).toBe('sin(30)');
  });

  it('inserts at the caret and replaces a selection', () => {
    expect(insert('12', 1, 1, '+')).toEqual({ expr: '1+2', caret: 2 });
    expect(insert('1234', 1, 3, '×')).toEqual({ expr: '1×4', caret: 2 });
  });

  it('Del removes one digit, or a whole function name', () => {
    expect(deleteBack('123', 3, 3)).toEqual({ expr: '12', caret: 2 });
    expect(deleteBack('2×sin(', 6, 6)).toEqual({ expr: '2×', caret: 2 });
    expect(deleteBack('asin(', 5, 5)).toEqual({ expr: '', caret: 0 });
    expect(deleteBack('√(', 2, 2)).toEqual({ expr: '', caret: 0 });
    expect(deleteBack('', 0, 0)).toEqual({ expr: '', caret: 0 });
    expect(deleteBack('1+2', 0, 0)).toEqual({ expr: '1+2', caret: 0 });
    expect(deleteBack('12345', 1, 4)).toEqual({ expr: '15', caret: 1 });
  });

  it('± negates the number at the caret, and back', () => {
    expect(toggleSign('5', 1)).toEqual({ expr: '−5', caret: 2 });
    expect(toggleSign('−5', 2)).toEqual({ expr: '5', caret: 1 });
    expect(toggleSign('2×3', 3)).toEqual({ expr: '2×−3', caret: 4 });
    expect(toggleSign('2×−3', 4)).toEqual({ expr: '2×3', caret: 3 });
    expect(toggleSign('5−3', 3)).toEqual({ expr: '5−(−3', caret: 5 });
    expect(toggleSign('12.5+', 5)).toEqual({ expr: '12.5+−', caret: 6 });
    expect(toggleSign('', 0)).toEqual({ expr: '−', caret: 1 });
  });
});
