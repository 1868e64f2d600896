/** The relatives title calculator's door to the `kin` wasm module. */
import { toToolError } from './errors';
import { loadModule } from './modules';
import type { KinAnswer } from './generated/KinAnswer';
import type { KinSex } from './generated/KinSex';

/** Who `chain` (words joined by 的, e.g. 爸爸的妈妈的哥哥) is for a speaker of `sex`. */
export async function kinshipCalculate(chain: string, sex: KinSex): Promise<KinAnswer> {
  const m = await loadModule('kin');
  try {
    return m.kinshipCalculate(chain, sex) as KinAnswer;
  } catch (error) {
    throw toToolError(error);
  }
}
