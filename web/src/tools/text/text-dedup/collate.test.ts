import { describe, expect, it } from 'vitest';
import { sortLines } from './collate';

describe('sortLines', () => {
  it('sorts English without regard to case, unlike code points', () => {
    expect(sortLines('Banana\napple\ncherry', false)).toBe('apple\nBanana\ncherry');
    expect(sortLines('Banana\napple\ncherry', true)).toBe('cherry\nBanana\napple');
  });
  it('sorts Chinese by pinyin', () => {
    // Code points would give 张 (U+5F20) < 李 (U+674E) < 王 (U+738B) < 赵 (U+8D75) < 阿 (U+963F).
    expect(sortLines('张三\n李四\n王五\n赵六\n阿姨', false)).toBe('阿姨\n李四\n王五\n张三\n赵六');
  });
  it('puts Han before Latin, as CLDR orders Chinese', () => {
    expect(sortLines('apple\n张三\n阿姨', false)).toBe('阿姨\n张三\napple');
  });
  it('puts numbers in numeric order and keeps line endings', () => {
    expect(sortLines('item 10\r\nitem 2\r\nitem 1\r\n', false)).toBe(
      'item 1\r\nitem 2\r\nitem 10\r\n',
    );
  });
});
