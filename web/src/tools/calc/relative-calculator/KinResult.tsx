import { useTranslation } from 'react-i18next';
import { InfoCircleFilled } from '../../../app/icons';
import type { KinAnswer, KinMatch } from '../../../core';
import { glossChain } from './gloss';
import { usePinyin } from './usePinyin';

const NS = 'relative-calculator';

/** A Chinese title, with its pinyin under it when the page is in English. */
function Title({ text, pinyin }: { text: string; pinyin?: string }) {
  return (
    <span className="kin-title">
      <span lang="zh-CN">{text}</span>
      {pinyin && (
        <span className="kin-pinyin" lang="zh-Latn-pinyin" data-testid="kin-pinyin">
          {pinyin}
        </span>
      )}
    </span>
  );
}

interface MatchProps {
  match: KinMatch;
  pinyin: Record<string, string>;
  /** Readers of the English page also get the chain in English. */
  english: boolean;
}

function Match({ match, pinyin, english }: MatchProps) {
  const { t } = useTranslation(NS);
  const gloss = english && !match.isSelf ? glossChain(match.chain) : null;
  return (
    <div className="kin-card" data-testid="kin-match">
      <span className="kin-titles">
        {match.isSelf
          ? t('self')
          : match.titles.map((title, i) => (
              <span key={title}>
                {i > 0 && ' / '}
                <Title text={title} pinyin={pinyin[title]} />
              </span>
            ))}
      </span>
      {gloss && (
        <span className="kin-secondary" data-testid="kin-gloss">
          {t('gloss', { chain: gloss })}
        </span>
      )}
      {match.regional.length > 0 && (
        <span className="kin-tags">
          {match.regional.map((r) => (
            <span key={r.region} className="light-tag" data-testid="kin-region">
              {t('labelled', { label: t(`regions.${r.region}`, { defaultValue: r.region }) })}
              <span lang="zh-CN">{r.title}</span>
            </span>
          ))}
        </span>
      )}
      {match.aliases.length > 0 && (
        <span className="kin-secondary">
          {t('labelled', { label: t('aliases') })}
          <span lang="zh-CN">{match.aliases.join('、')}</span>
        </span>
      )}
      {!match.isSelf && match.reverse.length > 0 && (
        <span data-testid="kin-reverse">
          {t('labelled', { label: t('reverse') })}
          <strong>
            {match.reverse.map((title, i) => (
              <span key={title}>
                {i > 0 && ' / '}
                <Title text={title} pinyin={pinyin[title]} />
              </span>
            ))}
          </strong>
        </span>
      )}
    </div>
  );
}

/** The titles (several when the chain is ambiguous), or "too distant". */
export function KinResult({ answer }: { answer: KinAnswer }) {
  const { t, i18n } = useTranslation(NS);
  const english = !i18n.language.startsWith('zh');
  const words = [...new Set(answer.matches.flatMap((m) => [...m.titles, ...m.reverse]))];
  const pinyin = usePinyin(words, english);
  if (answer.tooDistant) {
    // antd's Alert with a description: the title over the hint, a larger icon beside both.
    return (
      <div className="notice notice-info kin-distant" data-testid="kin-too-distant">
        <InfoCircleFilled className="notice-icon kin-distant-icon" aria-hidden />
        <div className="notice-text">
          <p className="kin-distant-title">{t('tooDistant')}</p>
          <p className="kin-distant-hint">{t('tooDistantHint')}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="kin-result" data-testid="kin-result">
      <strong>{t('result')}</strong>
      {answer.matches.length > 1 && <span>{t('orOneOf')}</span>}
      {answer.matches.map((m) => (
        <Match key={m.chain} match={m} pinyin={pinyin} english={english} />
      ))}
    </div>
  );
}
