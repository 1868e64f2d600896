/** Capital amount → number, with what is written against the rules and the standard form. */
import { Alert, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rmbFromCapital } from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { useErrorText } from '../../../shared/useErrorText';
import { useCoreResult } from './useCoreResult';

const NS = 'rmb-conversion';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export function FromCapital({ value, onChange }: Props) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const { result, error } = useCoreResult(value, rmbFromCapital, []);

  return (
    <Form layout="vertical" requiredMark={false} onSubmitCapture={(e) => e.preventDefault()}>
      <Form.Item
        label={t('capitalInputLabel')}
        htmlFor="rmb-capital-in"
        validateStatus={error ? 'error' : undefined}
        help={error ? errorText(error) : t('capitalHelp')}
      >
        <Input
          id="rmb-capital-in"
          autoComplete="off"
          placeholder={t('capitalPlaceholder')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          style={{ maxWidth: 640 }}
          size="large"
        />
      </Form.Item>
      {result && (
        <Flex vertical gap={12}>
          <Form.Item label={t('numberLabel')} htmlFor="rmb-number-out">
            <Flex gap={8} wrap>
              <Input
                id="rmb-number-out"
                readOnly
                value={`¥${result.grouped}`}
                size="large"
                style={{ maxWidth: 420, fontSize: 20 }}
              />
              <CopyButton text={result.amount} label={t('copyNumber')} size="large" />
            </Flex>
          </Form.Item>
          {result.issues.length === 0 ? (
            <Alert type="success" showIcon title={t('valid')} />
          ) : (
            <Alert
              type="warning"
              showIcon
              title={t('issuesTitle')}
              description={
                <Flex vertical gap={8}>
                  <ul>
                    {result.issues.map((issue) => (
                      <li key={issue}>{t(`issues.${issue}`)}</li>
                    ))}
                  </ul>
                  <Flex gap={8} wrap align="center">
                    <Typography.Text strong data-testid="rmb-standard">
                      {t('standardForm', { standard: result.standard })}
                    </Typography.Text>
                    <CopyButton text={result.standard} label={t('copyStandard')} size="small" />
                  </Flex>
                </Flex>
              }
            />
          )}
        </Flex>
      )}
    </Form>
  );
}
