import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
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
    <Card size="small" data-testid="kin-match">
      <Flex vertical gap={6}>
        <Typography.Text className="kin-titles">
          {match.isSelf
            ? t('self')
            : match.titles.map((title, i) => (
                <span key={title}>
                  {i > 0 && ' / '}
                  <Title text={title} pinyin={pinyin[title]} />
                </span>
              ))}
        </Typography.Text>
        {gloss && (
          <Typography.Text type="secondary" data-testid="kin-gloss">
            {t('gloss', { chain: gloss })}
          </Typography.Text>
        )}
        {match.regional.length > 0 && (
          <Flex wrap gap={4}>
            {match.regional.map((r) => (
              <Tag key={r.region} data-testid="kin-region">
                {t('labelled', { label: t(`regions.${r.region}`, { defaultValue: r.region }) })}
                <span lang="zh-CN">{r.title}</span>
              </Tag>
            ))}
          </Flex>
        )}
        {match.aliases.length > 0 && (
          <Typography.Text type="secondary">
            {t('labelled', { label: t('aliases') })}
            <span lang="zh-CN">{match.aliases.join('、')}</span>
          </Typography.Text>
        )}
        {!match.isSelf && match.reverse.length > 0 && (
          <Typography.Text data-testid="kin-reverse">
            {t('labelled', { label: t('reverse') })}
            <strong>
              {match.reverse.map((title, i) => (
                <span key={title}>
                  {i > 0 && ' / '}
                  <Title text={title} pinyin={pinyin[title]} />
                </span>
              ))}
            </strong>
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/** The titles (several when the chain is ambiguous), or "too distant". */
export function KinResult({ answer }: { answer: KinAnswer }) {
  const { t, i18n } = useTranslation(NS);
  const english = !i18n.language.startsWith('zh');
  const words = [...new Set(answer.matches.flatMap((m) => [...m.titles, ...m.reverse]))];
  const pinyin = usePinyin(words, english);
  if (answer.tooDistant) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('tooDistant')}
        description={t('tooDistantHint')}
        data-testid="kin-too-distant"
      />
    );
  }
  return (
    <Flex vertical gap={8} data-testid="kin-result">
      <Typography.Text strong>{t('result')}</Typography.Text>
      {answer.matches.length > 1 && <Typography.Text>{t('orOneOf')}</Typography.Text>}
      {answer.matches.map((m) => (
        <Match key={m.chain} match={m} pinyin={pinyin} english={english} />
      ))}
    </Flex>
  );
}
