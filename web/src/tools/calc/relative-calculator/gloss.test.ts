import { describe, expect, it } from 'vitest';
import { glossChain } from './gloss';

describe('glossChain', () => {
  it('reads a chain in English', () => {
    expect(glossChain('f,m,ob')).toBe('father’s mother’s elder brother');
    expect(glossChain('h,m')).toBe('husband’s mother');
    expect(glossChain('f,xb,s&o')).toBe('father’s brother’s son (older)');
  });
  it('has nothing to say for oneself or an unknown code', () => {
    expect(glossChain('')).toBeNull();
    expect(glossChain('f,zz')).toBeNull();
  });
});
