/**
 * The wheel, remembered on this device and kept in the page's URL (`#prizes=…&weights=…`)
 * with the same hook as the older tools' options, so a link opens the same wheel.
 *
 * A link that carries any part of a wheel stands for a whole wheel: the parts it leaves out are
 * the defaults, not this device's saved wheel (whose weights would otherwise land on the
 * link's prizes). Such a wheel is not saved here until the user saves it.
 */
import { useState } from 'react';
import { usePersistentState } from '../../../shared/usePersistentState';
import { readUrlParam, useUrlState } from '../../../shared/useUrlState';
import {
  isBlankText,
  isNamesText,
  isRemoveText,
  isWeightsText,
  legacyNames,
  resolveWheel,
  wheelTexts,
  type Wheel,
  type WheelTexts,
} from './wheel';

const NS = 'lottery';
const PARAMS = ['prizes', 'weights', 'blank', 'remove'] as const;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function useWheel(defaults: string[]): {
  wheel: Wheel;
  texts: WheelTexts;
  save: (wheel: Wheel) => void;
  reset: () => void;
} {
  const [linked, setLinked] = useState(() => PARAMS.some((p) => readUrlParam(p) !== null));
  const [legacy] = useState(() => legacyNames(storage()));
  const names = usePersistentState(`${NS}:names`, legacy, isNamesText);
  const weights = usePersistentState(`${NS}:weights`, '', isWeightsText);
  const blank = usePersistentState(`${NS}:blank`, '', isBlankText);
  const remove = usePersistentState(`${NS}:remove`, '', isRemoveText);
  // From a link: this device's saved parts stand aside (see above); no fallback either, so
  // nothing of this device's wheel is written into the link's URL.
  const own = ([value, set]: readonly [string, (v: string) => void]) =>
    [linked ? '' : value, set] as const;
  const fallback = linked ? undefined : '';
  const [namesText, setNames] = useUrlState('prizes', own(names), isNamesText, fallback);
  const [weightsText, setWeights] = useUrlState('weights', own(weights), isWeightsText, fallback);
  const [blankText, setBlank] = useUrlState('blank', own(blank), isBlankText, fallback);
  const [removeText, setRemove] = useUrlState('remove', own(remove), isRemoveText, fallback);

  const texts: WheelTexts = {
    names: namesText,
    weights: weightsText,
    blank: blankText,
    remove: removeText,
  };

  function write(next: WheelTexts) {
    setLinked(false);
    setNames(next.names);
    setWeights(next.weights);
    setBlank(next.blank);
    setRemove(next.remove);
  }

  return {
    wheel: resolveWheel(texts, defaults),
    texts,
    save: (wheel) => write(wheelTexts(wheel, defaults)),
    reset: () => write({ names: '', weights: '', blank: '', remove: '' }),
  };
}
