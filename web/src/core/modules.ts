/**
 * The wasm modules, one per cargo feature of crates/wasm (built by scripts/build-wasm.sh),
 * each fetched and compiled the first time a tool needs it, then reused. A module whose
 * instance trapped (a panic) gets a fresh instance on its next use (./instances.ts).
 */
import { ToolError } from './errors';
import { guardExports, instantiateAfterFailure, reinstantiate } from './instances';

export const MODULES = {
  base: () => import('./pkg/base/toolbox_base'),
  uuid: () => import('./pkg/uuid/toolbox_uuid'),
  tz: () => import('./pkg/tz/toolbox_tz'),
  xlsx: () => import('./pkg/xlsx/toolbox_xlsx'),
  opencc: () => import('./pkg/opencc/toolbox_opencc'),
  math: () => import('./pkg/math/toolbox_math'),
  kin: () => import('./pkg/kin/toolbox_kin'),
  money: () => import('./pkg/money/toolbox_money'),
  codes: () => import('./pkg/codes/toolbox_codes'),
  pinyin: () => import('./pkg/pinyin/toolbox_pinyin'),
  image: () => import('./pkg/image/toolbox_image'),
  imageinfo: () => import('./pkg/imageinfo/toolbox_imageinfo'),
  textfile: () => import('./pkg/textfile/toolbox_textfile'),
  phone: () => import('./pkg/phone/toolbox_phone'),
};

type Modules = typeof MODULES;
export type ModuleName = keyof Modules;
type Loaded<N extends ModuleName> = Awaited<ReturnType<Modules[N]>>;

const loaded = new Map<ModuleName, Promise<unknown>>();
/** Modules whose instance trapped: replaced before their next use. */
const trapped = new Set<ModuleName>();
/** Modules whose first load failed: the next attempt instantiates them without the bundler. */
const unloaded = new Set<ModuleName>();

function failed(name: ModuleName, error: unknown): never {
  // Forget the failure so that the next attempt (say, back online) tries again.
  loaded.delete(name);
  unloaded.add(name);
  console.error(`Loading the wasm module "${name}" failed:`, error);
  throw new ToolError('common.load_failed');
}

/**
 * Starts fetching and compiling modules a page is about to need (its first screen calls them),
 * alongside the page's own code rather than after it. A failure is left for the real call to
 * report, with its message in the page.
 */
export function preloadModules(names: readonly ModuleName[]): void {
  for (const name of names) loadModule(name).catch(() => {});
}

export function loadModule<N extends ModuleName>(name: N): Promise<Loaded<N>> {
  let module = loaded.get(name);
  if (module && trapped.has(name)) {
    trapped.delete(name);
    const exports = module;
    module = reinstantiate(name)
      .then(() => exports)
      .catch((error: unknown) => {
        // Keep the exports and try a fresh instance again next time (say, back online).
        trapped.add(name);
        loaded.set(name, exports);
        console.error(`Replacing the wasm module "${name}" failed:`, error);
        throw new ToolError('common.load_failed');
      });
    loaded.set(name, module);
  }
  if (!module) {
    const load = unloaded.has(name)
      ? () => instantiateAfterFailure<Loaded<N>>(name)
      : () => MODULES[name]();
    module = load()
      .then((exports) =>
        guardExports(exports, (error) => {
          console.error(
            `The wasm module "${name}" trapped; it is replaced before its next use:`,
            error,
          );
          trapped.add(name);
        }),
      )
      .catch((error: unknown) => failed(name, error));
    loaded.set(name, module);
  }
  return module as Promise<Loaded<N>>;
}
