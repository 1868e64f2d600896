import type { Calls } from './calls';

export type CallName = keyof Calls;

export interface WorkerRequest {
  id: number;
  name: CallName;
  args: unknown[];
  /** The worker appends a progress callback as the call's last argument. */
  progress?: boolean;
}

export type WorkerResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; code: string; params: Record<string, string> }
  | { id: number; progress: number };
