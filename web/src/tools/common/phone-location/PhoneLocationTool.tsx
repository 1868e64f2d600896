/**
 * Phone-number location: where a mainland mobile number was issued and by which carrier. The
 * lookup runs in the `phone` wasm module from a prefix table fetched on first use (and cached
 * for offline use), so the number is never sent anywhere.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneLookup, toToolError, type PhoneInfo, type ToolError } from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { useErrorText } from '../../../shared/useErrorText';
import { isString, usePersistentState } from '../../../shared/usePersistentState';

const NS = 'phone-location';

/** "深圳, 广东" reads as one place; a municipality (北京|北京) is named once. */
function place(info: PhoneInfo, english: boolean): string {
  if (english) {
    const city =
      info.cityEn === info.provinceEn ? info.cityEn : `${info.cityEn}, ${info.provinceEn}`;
    const zh = info.city === info.province ? info.city : `${info.province} ${info.city}`;
    return `${city} (${zh})`;
  }
  return info.city === info.province ? info.city : `${info.province} ${info.city}`;
}

export default function PhoneLocationTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [number, setNumber] = usePersistentState(`${NS}:number`, '', isString);
  const [result, setResult] = useState<PhoneInfo | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [busy, setBusy] = useState(false);
  const english = !i18n.language.startsWith('zh');

  const search = () => {
    setBusy(true);
    phoneLookup(number).then(
      (info) => {
        setResult(info);
        setError(null);
        setBusy(false);
      },
      (e: unknown) => {
        setResult(null);
        setError(toToolError(e));
        setBusy(false);
      },
    );
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form
          layout="vertical"
          onFinish={search}
          onSubmitCapture={(e) => e.preventDefault()}
          requiredMark={false}
        >
          <Form.Item
            label={t('numberLabel')}
            htmlFor="phone-number"
            help={t('numberHelp')}
            style={{ marginBottom: 12 }}
          >
            <Flex gap={8} wrap>
              <Input
                id="phone-number"
                inputMode="tel"
                autoComplete="off"
                maxLength={40}
                placeholder={t('placeholder')}
                value={number}
                onChange={(e) => setNumber(e.target.value)}
                allowClear
                style={{ flex: '1 1 200px', maxWidth: 360 }}
              />
              <Button
                type="primary"
                htmlType="submit"
                icon={<SearchOutlined aria-hidden />}
                loading={busy}
              >
                {t('search')}
              </Button>
            </Flex>
          </Form.Item>
        </Form>
        <Typography.Text type="secondary">{t('privacy')}</Typography.Text>
      </Card>
      {error && <Alert type="error" showIcon title={errorText(error)} data-testid="phone-error" />}
      {result && (
        <Card size="small" data-testid="phone-result">
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              {
                key: 'number',
                label: t('fields.number'),
                children: (
                  <Flex gap={8} align="center">
                    <span data-testid="phone-number">{result.display}</span>
                    <CopyButton text={result.number} size="small" />
                  </Flex>
                ),
              },
              {
                key: 'location',
                label: t('fields.location'),
                children: <span data-testid="phone-location">{place(result, english)}</span>,
              },
              {
                key: 'carrier',
                label: t('fields.carrier'),
                children: (
                  <span data-testid="phone-carrier">{t(`carriers.${result.carrier}`)}</span>
                ),
              },
              {
                key: 'areaCode',
                label: t('fields.areaCode'),
                children: <span data-testid="phone-area-code">{result.areaCode}</span>,
              },
              {
                key: 'postcode',
                label: t('fields.postcode'),
                children: <span data-testid="phone-postcode">{result.postcode}</span>,
              },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('dataNote', { date: result.dataDate })}
          </Typography.Paragraph>
        </Card>
      )}
    </Flex>
  );
}
