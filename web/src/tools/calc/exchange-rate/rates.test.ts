import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRates, isRatesAnswer, readSaved, type RatesAnswer } from './rates';

const answer = (over: Partial<RatesAnswer> = {}): RatesAnswer => ({
  base: 'CNY',
  date: '2026-11-20',
  source: 'Frankfurter',
  status: 'live',
  rates: {
    USD: '0.14089',
    GBP: '0.10512',
    RUB: '11.4',
    KRW: '194.61',
    JPY: '21.137',
    SGD: '0.18127',
    HKD: '1.0967',
    EUR: '0.12145',
    CAD: '0.19373',
    INR: '12.339',
  },
  fromSnapshot: [],
  snapshotDate: '2026-09-29',
  ...over,
});

function serve(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('isRatesAnswer', () => {
  it('accepts a complete answer of decimal strings only', () => {
    expect(isRatesAnswer(answer())).toBe(true);
    expect(isRatesAnswer(answer({ rates: { ...answer().rates, INR: '1e3' } }))).toBe(false);
    expect(isRatesAnswer(answer({ rates: { ...answer().rates, INR: '0' } }))).toBe(false);
    expect(isRatesAnswer(answer({ rates: { ...answer().rates, INR: 'NaN' } }))).toBe(false);
    const missing: Record<string, string> = { ...answer().rates };
    delete missing.INR;
    expect(isRatesAnswer(answer({ rates: missing }))).toBe(false);
    expect(isRatesAnswer(answer({ status: 'fresh' as never }))).toBe(false);
    expect(isRatesAnswer(answer({ date: 'today' }))).toBe(false);
    expect(isRatesAnswer(null)).toBe(false);
  });
});

describe('fetchRates', () => {
  it('keeps a good answer for offline use', async () => {
    serve(answer());
    const loaded = await fetchRates();
    expect(loaded.origin).toBe('network');
    expect(readSaved()?.answer).toEqual(answer());
    expect(readSaved()?.origin).toBe('saved');
  });

  it('prefers saved rates newer than the server’s built-in snapshot', async () => {
    serve(answer());
    await fetchRates();
    serve(answer({ status: 'snapshot', date: '2026-09-29' }));
    const loaded = await fetchRates();
    expect(loaded.origin).toBe('saved');
    expect(loaded.answer.date).toBe('2026-11-20');
  });

  it('rejects errors and malformed answers, and ignores a corrupt saved copy', async () => {
    serve({ code: 'api.not_found' }, 404);
    await expect(fetchRates()).rejects.toThrow();
    serve({ rates: 'nope' });
    await expect(fetchRates()).rejects.toThrow('malformed');
    localStorage.setItem('toolbox:exchange-rate:rates', '{broken');
    expect(readSaved()).toBeNull();
  });
});
