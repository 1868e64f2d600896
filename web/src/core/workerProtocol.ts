import type * as direct from './direct';

export type CallName = keyof typeof direct;

export interface WorkerRequest {
  id: number;
  name: CallName;
  args: unknown[];
}

export type WorkerResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; code: string; params: Record<string, string> };
