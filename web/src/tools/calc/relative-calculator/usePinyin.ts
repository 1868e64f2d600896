/**
 * Pinyin of the Chinese titles for readers of the English page (大舅爷 → dà jiù yé), from the
 * word-aware pinyin engine in the worker; nothing is loaded while the page is in Chinese.
 */
import { useEffect, useState } from 'react';
import { pinyinConvert, type PinyinOptions } from '../../../core';

const OPTIONS: PinyinOptions = {
  style: 'marks',
  v: false,
  separator: ' ',
  keepOther: true,
  capitalize: false,
  sandhi: false,
  heteronyms: false,
};

/** Maps each of `words` to its pinyin once known; empty when `enabled` is false. */
export function usePinyin(words: string[], enabled: boolean): Record<string, string> {
  const [readings, setReadings] = useState<Record<string, string>>({});
  const key = enabled ? words.join('\n') : '';
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const list = key.split('\n');
    pinyinConvert(key, OPTIONS, controller.signal).then(
      (text) => {
        const lines = text.split('\n');
        if (lines.length !== list.length) return;
        setReadings(Object.fromEntries(list.map((w, i) => [w, lines[i]])));
      },
      // Pinyin is a help, not the answer: without it the titles still stand.
      (e: unknown) => !controller.signal.aborted && console.warn('No pinyin for titles:', e),
    );
    return () => controller.abort();
  }, [key]);
  return key ? readings : {};
}
