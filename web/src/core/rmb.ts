/** Door to the RMB capital-amount functions (module `base`: light, always on this thread). */
import { toToolError } from './errors';
import { loadModule } from './modules';
import type { RmbCapital } from './generated/RmbCapital';
import type { RmbOptions } from './generated/RmbOptions';
import type { RmbReading } from './generated/RmbReading';

function guard<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw toToolError(error);
  }
}

export async function rmbToCapital(input: string, options: RmbOptions): Promise<RmbCapital> {
  const m = await loadModule('base');
  return guard(() => m.rmbToCapital(input, options) as RmbCapital);
}

export async function rmbFromCapital(input: string): Promise<RmbReading> {
  const m = await loadModule('base');
  return guard(() => m.rmbFromCapital(input) as RmbReading);
}
