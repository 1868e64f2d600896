/**
 * Every core call by name: what ./worker.ts can run off the main thread. Each area's door file
 * (./direct.ts now; e.g. ./zh.ts, ./image.ts later) is spread in here.
 */
import * as direct from './direct';
import * as image from './image';

export const calls = { ...direct, ...image };
export type Calls = typeof calls;
