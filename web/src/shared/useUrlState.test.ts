import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { isOneOf, isString } from './usePersistentState';
import { flushUrlState, isNumber, useUrlState } from './useUrlState';

const CHOICES = ['a', 'b'] as const;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useUrlState', () => {
  it('starts from a valid URL value and ignores an invalid one', () => {
    window.history.replaceState(null, '', '/Tool#choice=b&count=x');
    const { result } = renderHook(() => ({
      choice: useUrlState('choice', useState<'a' | 'b'>('a'), isOneOf(CHOICES)),
      count: useUrlState('count', useState(3), isNumber),
    }));
    expect(result.current.choice[0]).toBe('b');
    expect(result.current.count[0]).toBe(3);
  });

  it('writes changes into the URL, leaving empty and long values out', () => {
    window.history.replaceState(null, '', '/Tool#keep=1');
    const { result } = renderHook(() => ({
      text: useUrlState('text', useState(''), isString),
      count: useUrlState('count', useState(1), isNumber),
    }));
    act(() => result.current.text[1]('hello world'));
    act(() => result.current.count[1](5));
    flushUrlState();
    expect(window.location.hash).toBe('#keep=1&text=hello+world&count=5');
    act(() => result.current.text[1](''));
    flushUrlState();
    expect(window.location.hash).toBe('#keep=1&count=5');
    act(() => result.current.text[1]('x'.repeat(400)));
    flushUrlState();
    expect(window.location.hash).toBe('#keep=1&count=5');
    expect(result.current.text[0]).toHaveLength(400);
  });

  it('does not write onto another page', () => {
    window.history.replaceState(null, '', '/Tool');
    const { result } = renderHook(() => useUrlState('text', useState(''), isString));
    act(() => result.current[1]('typed'));
    window.history.replaceState(null, '', '/Other');
    flushUrlState();
    expect(window.location.hash).toBe('');
  });

  it('puts a remembered non-default value into the URL on arrival, not a default one', () => {
    window.history.replaceState(null, '', '/Tool');
    renderHook(() => ({
      upper: useUrlState(
        'upper',
        useState(true),
        (v): v is boolean => typeof v === 'boolean',
        false,
      ),
      choice: useUrlState('choice', useState<'a' | 'b'>('a'), isOneOf(CHOICES), 'a'),
    }));
    flushUrlState();
    expect(window.location.hash).toBe('#upper=true');
  });

  it('lets a value in the URL win over a remembered one without rewriting it', () => {
    window.history.replaceState(null, '', '/Tool#choice=a');
    const { result } = renderHook(() =>
      useUrlState('choice', useState<'a' | 'b'>('b'), isOneOf(CHOICES), 'a'),
    );
    flushUrlState();
    expect(result.current[0]).toBe('a');
    expect(window.location.hash).toBe('#choice=a');
  });
});
