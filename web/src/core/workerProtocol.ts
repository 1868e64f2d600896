import type { Calls } from './calls';

export type CallName = keyof Calls;

export interface WorkerRequest {
  id: number;
  name: CallName;
  args: unknown[];
}

export type WorkerResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; code: string; params: Record<string, string> };
