import { useEffect, useState } from 'react';
import { exchangeConvert, toToolError, type Conversion, type ToolError } from '../../../core';
import type { LoadedRates } from './rates';

/** Converts whenever the amount, the currency or the rates change; only the latest answer counts. */
export function useConversion(amount: string, from: string, rates: LoadedRates | null) {
  const [state, setState] = useState<{
    key: string;
    result: Conversion[] | null;
    error: ToolError | null;
  } | null>(null);
  const key = rates ? `${amount}\n${from}\n${rates.receivedAt}` : null;
  useEffect(() => {
    if (!rates || key === null) return;
    let stale = false;
    const table = { base: rates.answer.base, rates: rates.answer.rates };
    exchangeConvert(amount, from, table).then(
      (result) => !stale && setState({ key, result, error: null }),
      (e: unknown) => !stale && setState({ key, result: null, error: toToolError(e) }),
    );
    return () => {
      stale = true;
    };
  }, [amount, from, rates, key]);
  const current = state && state.key === key ? state : null;
  return { result: current?.result ?? null, error: current?.error ?? null };
}
