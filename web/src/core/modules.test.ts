import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { MODULES } from './modules';

it('loads exactly the wasm modules that scripts/build-wasm.sh builds', () => {
  const script = readFileSync(resolve(process.cwd(), 'scripts/build-wasm.sh'), 'utf8');
  const built = /^ALL_MODULES=\(([^)]*)\)/m.exec(script)?.[1].trim().split(/\s+/);
  expect(Object.keys(MODULES).sort()).toEqual(built?.sort());
});
