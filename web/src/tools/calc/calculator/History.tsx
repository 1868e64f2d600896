/** Past calculations, newest first: reuse a result, or bring an expression back to edit. */
import { DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResultNumber } from './ResultNumber';

export interface Entry {
  expr: string;
  mantissa: string;
  exponent: number | null;
  reuse: string;
}

export const MAX_HISTORY = 50;

export function isHistory(v: unknown): v is Entry[] {
  return (
    Array.isArray(v) &&
    v.length <= MAX_HISTORY &&
    v.every(
      (e) =>
        typeof e === 'object' &&
        e !== null &&
        typeof e.expr === 'string' &&
        typeof e.mantissa === 'string' &&
        (e.exponent === null || typeof e.exponent === 'number') &&
        typeof e.reuse === 'string',
    )
  );
}

export function History({
  entries,
  onReuse,
  onEdit,
  onClear,
}: {
  entries: Entry[];
  onReuse: (entry: Entry) => void;
  onEdit: (entry: Entry) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('calculator');
  return (
    <Card
      size="small"
      className="calc-history"
      title={
        <>
          <HistoryOutlined aria-hidden /> {t('history')}
        </>
      }
      extra={
        <Button
          size="small"
          type="text"
          icon={<DeleteOutlined aria-hidden />}
          disabled={entries.length === 0}
          onClick={onClear}
        >
          {t('clearHistory')}
        </Button>
      }
    >
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('historyEmpty')} />
      ) : (
        <ol className="calc-history-list" data-testid="calc-history">
          {entries.map((entry, i) => (
            <li key={`${entries.length - i}`}>
              <Flex vertical align="end">
                <Button
                  type="link"
                  size="small"
                  className="calc-history-expr"
                  title={t('editExpression')}
                  onClick={() => onEdit(entry)}
                >
                  {entry.expr}
                </Button>
                <Button
                  type="link"
                  size="small"
                  className="calc-history-result"
                  title={t('reuseResult')}
                  aria-label={`${t('labelled', { label: t('reuseResult') })}${entry.reuse}`}
                  onClick={() => onReuse(entry)}
                >
                  <Typography.Text strong>
                    = <ResultNumber mantissa={entry.mantissa} exponent={entry.exponent} />
                  </Typography.Text>
                </Button>
              </Flex>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
