/**
 * Recovery from a trapped wasm instance. A Rust panic (or an allocation failure) ends in a wasm
 * trap; the instance's state is then unknown (a RefCell left borrowed, the allocator mid-update),
 * so it must not run again. ./modules.ts hands out each module's exports wrapped by
 * `guardExports`: a call that traps marks the module for replacement, and the next
 * `loadModule` swaps a fresh instance under the same wasm-bindgen glue (`reinstantiate`). The
 * caller sees the trap once, as `common.unexpected` (./errors.ts).
 */

/** What a wasm-bindgen `*_bg.js` glue module offers for swapping its instance. */
interface Glue {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
}

/** Errors that mean the instance trapped (a panic's `unreachable`, a stack overflow...). */
export function isTrap(error: unknown): boolean {
  return (
    error instanceof WebAssembly.RuntimeError ||
    // V8 reports a wasm stack overflow as a RangeError; a RangeError from the glue itself is
    // rare and harmless to treat the same way (it costs one reload).
    error instanceof RangeError
  );
}

function isClass(value: unknown): boolean {
  return typeof value === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(value));
}

/**
 * A copy of a module's exports whose functions call `onTrap` (then rethrow) when they trap.
 * Classes (wasm-bindgen structs) pass through unchanged.
 */
export function guardExports<T extends object>(exports: T, onTrap: (error: unknown) => void): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(exports)) {
    if (typeof value !== 'function' || isClass(value)) {
      out[key] = value;
      continue;
    }
    const fn = value as (...args: unknown[]) => unknown;
    out[key] = (...args: unknown[]) => {
      try {
        return fn(...args);
      } catch (error) {
        if (isTrap(error)) onTrap(error);
        throw error;
      }
    };
  }
  return out as T;
}

// Every module's wasm file (as a URL, for a fresh instance), its glue, and the instance the
// bundler created first (for its memory). Globbed, so a new module needs no line here.
const wasmUrls = import.meta.glob<string>('./pkg/*/*_bg.wasm', {
  query: '?url',
  import: 'default',
});
const firstInstances = import.meta.glob<WebAssembly.Exports>('./pkg/*/*_bg.wasm');
const glues = import.meta.glob<Glue>('./pkg/*/*_bg.js');

/** The memory of each module's current instance. */
const memories = new Map<string, WebAssembly.Memory>();

/**
 * A fresh instance of module `name`'s wasm file under its glue, started; returns the glue, whose
 * exports are the module's functions. `previous` is the memory of the instance it replaces.
 */
async function freshInstance(name: string, previous?: WebAssembly.Memory): Promise<Glue> {
  const base = `./pkg/${name}/toolbox_${name}_bg`;
  const [url, glue] = await Promise.all([wasmUrls[`${base}.wasm`](), glues[`${base}.js`]()]);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const module = await WebAssembly.compile(await response.arrayBuffer());
  const imports: WebAssembly.Imports = {};
  for (const { module: from } of WebAssembly.Module.imports(module)) {
    imports[from] = glue as unknown as WebAssembly.ModuleImports;
  }
  const instance = await WebAssembly.instantiate(module, imports);
  // Growing by zero pages detaches the old memory's ArrayBuffer, so the glue's cached views of
  // it (checked for a zero length or a detached buffer on every use) are rebuilt on the new one.
  previous?.grow(0);
  glue.__wbg_set_wasm(instance.exports);
  memories.set(name, instance.exports.memory as WebAssembly.Memory);
  (instance.exports.__wbindgen_start as () => void)();
  return glue;
}

/**
 * Replaces the instance behind module `name`'s glue with a fresh one (same wasm file), so the
 * exports the app already holds run on clean state again.
 */
export async function reinstantiate(name: string): Promise<void> {
  const base = `./pkg/${name}/toolbox_${name}_bg`;
  let memory = memories.get(name);
  if (!memory) memory = (await firstInstances[`${base}.wasm`]()).memory as WebAssembly.Memory;
  await freshInstance(name, memory);
}

/**
 * Loads module `name` after its first load failed (offline, say). The bundler's loader cannot
 * be asked again: a module whose evaluation failed stays failed in the page's module map, so
 * `import()` would only repeat the old error until a reload. This instantiates the wasm file
 * under the glue directly, as `reinstantiate` does, and returns the glue's exports.
 */
export async function instantiateAfterFailure<T>(name: string): Promise<T> {
  const glue = await freshInstance(name);
  return Object.fromEntries(Object.entries(glue).filter(([key]) => !key.startsWith('__wb'))) as T;
}
