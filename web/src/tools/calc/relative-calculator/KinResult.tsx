import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KinAnswer, KinMatch } from '../../../core';

const NS = 'relative-calculator';

function Match({ match }: { match: KinMatch }) {
  const { t } = useTranslation(NS);
  return (
    <Card size="small" data-testid="kin-match">
      <Flex vertical gap={6}>
        <Typography.Text className="kin-titles" lang="zh-CN">
          {match.isSelf ? t('self') : match.titles.join(' / ')}
        </Typography.Text>
        {match.regional.length > 0 && (
          <Flex wrap gap={4}>
            {match.regional.map((r) => (
              <Tag key={r.region} data-testid="kin-region">
                {t(`regions.${r.region}`, { defaultValue: r.region })}: {r.title}
              </Tag>
            ))}
          </Flex>
        )}
        {match.aliases.length > 0 && (
          <Typography.Text type="secondary">
            {t('aliases')}: <span lang="zh-CN">{match.aliases.join('、')}</span>
          </Typography.Text>
        )}
        {!match.isSelf && match.reverse.length > 0 && (
          <Typography.Text data-testid="kin-reverse">
            {t('reverse')}: <strong lang="zh-CN">{match.reverse.join(' / ')}</strong>
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/** The titles (several when the chain is ambiguous), or "too distant". */
export function KinResult({ answer }: { answer: KinAnswer }) {
  const { t } = useTranslation(NS);
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
        <Match key={m.chain} match={m} />
      ))}
    </Flex>
  );
}
