/** The exchange-rate tool's door to the `money` wasm module (exact decimal conversion). */
import { toToolError } from './errors';
import { loadModule } from './modules';
import type { Conversion } from './generated/Conversion';
import type { RateTable } from './generated/RateTable';

/** `amount` (as typed) of currency `from` in every currency, from `rates` (decimal strings). */
export async function exchangeConvert(
  amount: string,
  from: string,
  rates: RateTable,
): Promise<Conversion[]> {
  const m = await loadModule('money');
  try {
    return m.exchangeConvert(amount, from, rates) as Conversion[];
  } catch (error) {
    throw toToolError(error);
  }
}
