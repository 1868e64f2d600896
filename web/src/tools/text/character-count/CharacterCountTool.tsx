/**
 * Character count: live counts while typing. Short texts are counted at once; long ones
 * (large pastes) after a short pause, in the worker, so typing never stutters.
 */
import { ClearOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Space, Statistic, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TEXT_LENGTH, ToolError, textCount, toToolError, type TextStats } from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { LongTextInput } from '../../../shared/LongTextInput';
import { useErrorText } from '../../../shared/useErrorText';
import { formatCount } from '../../../shared/formatCount';

const NS = 'character-count';
const FIELDS: (keyof TextStats)[] = [
  'words',
  'characters',
  'charactersNoSpaces',
  'chinese',
  'englishWords',
  'letters',
  'digits',
  'chinesePunctuation',
  'englishPunctuation',
  'spaces',
  'lines',
  'paragraphs',
  'bytes',
];
const ZERO = Object.fromEntries(FIELDS.map((f) => [f, 0])) as unknown as TextStats;

export default function CharacterCountTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [text, setText] = useState('');
  // The counts and the text they are of: while they differ, a count is on its way.
  const [counted, setCounted] = useState<{ text: string; stats: TextStats }>({
    text: '',
    stats: ZERO,
  });
  const [error, setError] = useState<ToolError | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const large = text.length > 100_000;
    const timer = setTimeout(
      () => {
        textCount(text, controller.signal).then(
          (s) => {
            if (controller.signal.aborted) return;
            setCounted({ text, stats: s });
          },
          (e: unknown) => !controller.signal.aborted && setError(toToolError(e)),
        );
      },
      large ? 250 : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  function edit(value: string) {
    if (value.length > MAX_TEXT_LENGTH) {
      setError(new ToolError('common.too_large', { max: String(MAX_TEXT_LENGTH) }));
      return;
    }
    setError(null);
    setText(value);
  }

  const stats = counted.stats;
  const pending = counted.text !== text && text.length > 100_000;
  const summary = FIELDS.map(
    (f) => `${t('labelled', { label: t(`fields.${f}`) })}${formatCount(stats[f], i18n.language)}`,
  ).join('\n');
  return (
    <Flex vertical gap={16}>
      <LongTextInput
        value={text}
        onChange={edit}
        label={t('inputLabel')}
        placeholder={t('placeholder')}
        rows={10}
        longNotice={t('longText', { count: formatCount(text.length, i18n.language) })}
      />
      <Space wrap>
        <CopyButton text={text.length > 0 ? summary : ''} label={t('copyCounts')} />
        <Button
          icon={<ClearOutlined aria-hidden />}
          onClick={() => edit('')}
          disabled={text.length === 0}
        >
          {t('common:actions.clear')}
        </Button>
        {pending && <Typography.Text type="secondary">{t('counting')}</Typography.Text>}
      </Space>
      {error && <Alert type="error" showIcon title={errorText(error)} />}
      <Row gutter={[12, 12]} role="list" aria-label={t('countsLabel')}>
        {FIELDS.map((f) => (
          <Col key={f} xs={12} sm={8} md={6} xl={4} role="listitem">
            <Card size="small" className={f === 'words' ? 'count-main' : undefined}>
              <Statistic
                title={t(`fields.${f}`)}
                value={stats[f]}
                formatter={(v) => formatCount(Number(v), i18n.language)}
                valueStyle={{ fontSize: 22 }}
                data-testid={`count-${f}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary">{t('note')}</Typography.Paragraph>
    </Flex>
  );
}
