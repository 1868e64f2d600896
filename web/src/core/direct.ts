/**
 * Calls into the wasm modules on the current thread. The UI goes through ./index.ts, which
 * sends large inputs to the worker (./worker.ts) instead; both end up here.
 */
import { toToolError } from './errors';
import { loadModule } from './modules';
import type { CaseMode } from './generated/CaseMode';
import type { DateTimeInfo } from './generated/DateTimeInfo';
import type { TimestampInfo } from './generated/TimestampInfo';
import type { NameVersion } from './generated/NameVersion';
import type { UuidInfo } from './generated/UuidInfo';
import type { UuidOptions } from './generated/UuidOptions';

function guard<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw toToolError(error);
  }
}

export async function caseConvert(text: string, mode: CaseMode): Promise<string> {
  const m = await loadModule('base');
  return guard(() => m.caseConvert(text, mode));
}

export async function uuidParseQuantity(text: string): Promise<number> {
  const m = await loadModule('uuid');
  return guard(() => m.uuidParseQuantity(text));
}

export async function uuidGenerate(options: UuidOptions): Promise<string[]> {
  const m = await loadModule('uuid');
  return guard(() => m.uuidGenerate(options));
}

export async function uuidNameBased(
  version: NameVersion,
  namespace: string,
  name: string,
): Promise<string> {
  const m = await loadModule('uuid');
  return guard(() => m.uuidNameBased(version, namespace, name));
}

/** The Nil and the Max UUID. */
export async function uuidSpecial(): Promise<[string, string]> {
  const m = await loadModule('uuid');
  return guard(() => m.uuidSpecial() as [string, string]);
}

export async function uuidDecode(text: string): Promise<UuidInfo> {
  const m = await loadModule('uuid');
  return guard(() => m.uuidDecode(text) as UuidInfo);
}

export async function xlsxSingleColumn(
  header: string,
  rows: string[],
  sheetName: string,
): Promise<Uint8Array> {
  const m = await loadModule('xlsx');
  return guard(() => m.xlsxSingleColumn(header, rows, sheetName));
}

export async function timestampToDateTime(input: string, zone: string): Promise<TimestampInfo> {
  const m = await loadModule('tz');
  return guard(() => m.timestampToDateTime(input, zone) as TimestampInfo);
}

export async function dateTimeToTimestamp(input: string, zone: string): Promise<DateTimeInfo> {
  const m = await loadModule('tz');
  return guard(() => m.dateTimeToTimestamp(input, zone) as DateTimeInfo);
}

export async function describeMillis(millis: number, zone: string): Promise<TimestampInfo> {
  const m = await loadModule('tz');
  return guard(() => m.describeMillis(millis, zone) as TimestampInfo);
}

export async function timeZones(): Promise<string[]> {
  const m = await loadModule('tz');
  return guard(() => m.timeZones());
}
