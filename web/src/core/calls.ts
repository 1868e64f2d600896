/**
 * Every core call by name: what ./worker.ts can run off the main thread. Each area's door file
 * (./direct.ts now; e.g. ./zh.ts, ./image.ts later) is spread in here.
 */
import * as codes from './codes';
import * as color from './color';
import * as direct from './direct';
import * as opencc from './opencc';
import * as image from './image';
import * as text from './text';
import * as math from './math';

export const calls = { ...direct, ...opencc, ...math, ...codes, ...color, ...text, ...image };
export type Calls = typeof calls;
