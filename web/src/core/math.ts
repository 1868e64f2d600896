/**
 * Doors to the `math` wasm module: the scientific calculator and the unit converter. Every
 * call is bounded by limits in the core (expression length, nesting, number size), so they
 * run on the current thread; the worker can run them too (see ./calls.ts).
 */
import { toToolError } from './errors';
import { loadModule } from './modules';
import type { Angle } from './generated/Angle';
import type { CalcResult } from './generated/CalcResult';
import type { UnitCategory } from './generated/UnitCategory';
import type { UnitValue } from './generated/UnitValue';

function guard<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw toToolError(error);
  }
}

export async function calcEvaluate(expr: string, angle: Angle): Promise<CalcResult> {
  const m = await loadModule('math');
  return guard(() => m.calcEvaluate(expr, angle) as CalcResult);
}

export async function unitCatalogue(): Promise<UnitCategory[]> {
  const m = await loadModule('math');
  return guard(() => m.unitCatalogue() as UnitCategory[]);
}

export async function unitConvert(
  category: string,
  from: string,
  input: string,
  digits: number,
): Promise<UnitValue[]> {
  const m = await loadModule('math');
  return guard(() => m.unitConvert(category, from, input, digits) as UnitValue[]);
}
