/**
 * Door to the text tools of the Rust core: Chinese to pinyin (module `pinyin`, with its
 * lexicon), line deduplication and character count (module `base`). Runs on the current
 * thread; ./index.ts decides what goes to the worker.
 */
import { toToolError } from './errors';
import { loadModule } from './modules';
import type { Annotated } from './generated/Annotated';
import type { DedupOptions } from './generated/DedupOptions';
import type { DedupResult } from './generated/DedupResult';
import type { PinyinOptions } from './generated/PinyinOptions';
import type { TextStats } from './generated/TextStats';

function guard<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw toToolError(error);
  }
}

export async function pinyinConvert(text: string, options: PinyinOptions): Promise<string> {
  const m = await loadModule('pinyin');
  return guard(() => m.pinyinConvert(text, options));
}

export async function pinyinAnnotate(
  text: string,
  options: PinyinOptions,
  maxChars: number,
): Promise<Annotated> {
  const m = await loadModule('pinyin');
  return guard(() => m.pinyinAnnotate(text, options, maxChars) as Annotated);
}

export async function textDedup(text: string, options: DedupOptions): Promise<DedupResult> {
  const m = await loadModule('base');
  return guard(() => m.textDedup(text, options) as DedupResult);
}

export async function textCount(text: string): Promise<TextStats> {
  const m = await loadModule('base');
  return guard(() => m.textCount(text) as TextStats);
}
