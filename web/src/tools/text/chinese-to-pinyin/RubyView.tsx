/** The annotated view: each Chinese character with its pinyin above it (HTML ruby). */
import { useTranslation } from 'react-i18next';
import type { Annotated } from '../../../core';
import { formatCount } from '../../../shared/formatCount';

export function RubyView({ annotated, max }: { annotated: Annotated; max: number }) {
  const { t, i18n } = useTranslation('chinese-to-pinyin');
  return (
    <div>
      {annotated.truncated && (
        <p className="pinyin-note">
          {t('annotatedTruncated', { max: formatCount(max, i18n.language) })}
        </p>
      )}
      <div className="pinyin-ruby" lang="zh-CN" data-testid="pinyin-ruby">
        {annotated.items.map((item, i) =>
          item.pinyin === null ? (
            <span key={i}>{item.text}</span>
          ) : (
            <ruby key={i}>
              {item.text}
              <rp>(</rp>
              <rt>
                <Readings pinyin={item.pinyin} />
              </rt>
              <rp>)</rp>
            </ruby>
          ),
        )}
      </div>
    </div>
  );
}

/**
 * With "all readings" on, a character's readings come as "háng/xíng/…", the chosen one
 * first: it stays next to the character and the others are stacked above it, smaller and
 * grey, so a character is only as wide as its longest reading.
 */
function Readings({ pinyin }: { pinyin: string }) {
  const [chosen, ...others] = pinyin.split('/');
  return (
    <span className="pinyin-readings">
      {chosen}
      {others.map((reading, i) => (
        <span key={i} className="pinyin-alt">
          {reading}
        </span>
      ))}
    </span>
  );
}
