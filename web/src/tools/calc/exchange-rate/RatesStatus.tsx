import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RatesState } from './useRates';

const NS = 'exchange-rate';

/** "Rates as of <date>, source <name>", how fresh they are, and a retry when offline. */
export function RatesStatus({ state }: { state: RatesState }) {
  const { t, i18n } = useTranslation(NS);
  const { rates, loading, failed, retry } = state;
  const retryButton = (
    <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={retry} loading={loading}>
      {t('retry')}
    </Button>
  );
  if (!rates) {
    if (loading)
      return (
        <Flex gap={8} align="center" role="status">
          <Spin size="small" />
          <Typography.Text>{t('loading')}</Typography.Text>
        </Flex>
      );
    return <Alert type="error" showIcon title={t('loadFailed')} action={retryButton} />;
  }
  const { answer } = rates;
  const saved = rates.origin === 'saved';
  const bundledCopy = rates.origin === 'bundled';
  const time = new Date(rates.receivedAt).toLocaleString(i18n.language);
  const fresh =
    rates.origin === 'network' && (answer.status === 'live' || answer.status === 'cached');
  return (
    <Flex vertical gap={8} data-testid="fx-status">
      <Flex wrap gap={8} align="center">
        <Typography.Text>{t('asOf', { date: answer.date, source: answer.source })}</Typography.Text>
        {/* Status colours, not the preset palette: they follow the theme's AA-checked tokens. */}
        <Tag color={fresh ? 'success' : 'warning'} data-testid="fx-freshness">
          {saved
            ? t('status.saved', { time })
            : bundledCopy
              ? t('status.bundled', { date: answer.date })
              : t(`status.${answer.status}`)}
        </Tag>
        {failed && retryButton}
      </Flex>
      {answer.fromSnapshot.length > 0 && (
        <Typography.Text type="warning">
          {t('partialSnapshot', {
            currencies: answer.fromSnapshot.join(', '),
            date: answer.snapshotDate,
          })}
        </Typography.Text>
      )}
    </Flex>
  );
}
