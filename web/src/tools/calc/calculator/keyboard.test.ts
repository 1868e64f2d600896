import { expect, it } from 'vitest';
import { commandFor } from './keyboard';

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
