import { expect, it } from 'vitest';
import { isNumberParam } from './numberParam';

it('takes the digits of numbers the lookup answers, and nothing else', () => {
  for (const ok of ['13800138000', '075586013388', '01065529988', '0755', '010', '1380013']) {
    expect(isNumberParam(ok), ok).toBe(true);
  }
  for (const bad of [
    '',
    '12',
    '138 0013 8000',
    '+8613800138000',
    'abc',
    '2380013',
    '0'.repeat(13),
  ]) {
    expect(isNumberParam(bad), bad).toBe(false);
  }
  expect(isNumberParam(13800138000)).toBe(false);
});
