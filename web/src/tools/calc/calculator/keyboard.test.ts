import { expect, it } from 'vitest';
import { commandFor, isExpressionText } from './keyboard';

it('maps the keyboard to the keypad', () => {
  expect(commandFor('7')).toEqual({ insert: '7' });
  expect(commandFor('*')).toEqual({ insert: '×' });
  expect(commandFor('/')).toEqual({ insert: '÷' });
  expect(commandFor('-')).toEqual({ insert: '−' });
  expect(commandFor('Enter')).toEqual({ action: 'equals' });
  expect(commandFor('=')).toEqual({ action: 'equals' });
  expect(commandFor('Backspace')).toEqual({ action: 'delete' });
  expect(commandFor('Escape')).toEqual({ action: 'clear' });
  expect(commandFor('s')).toBeNull();
  expect(commandFor('F5')).toBeNull();
});

it('an x that continues a word is a letter, a lone x is the times sign', () => {
  expect(commandFor('x', '2')).toEqual({ insert: '×' });
  expect(commandFor('x', '')).toEqual({ insert: '×' });
  expect(commandFor('x', 'e')).toBeNull();
  expect(commandFor('x', '2+E')).toBeNull();
});

it('letters of function names and π, √ belong in an expression; other keys do not', () => {
  for (const key of ['s', 'q', 'r', 't', 'S', 'p', 'i', 'e', 'l', 'n', 'π', '√']) {
    expect(isExpressionText(key)).toBe(true);
  }
  for (const key of ['F5', 'Tab', 'Shift', '#', '@', '  ', 'é']) {
    expect(isExpressionText(key)).toBe(false);
  }
});
