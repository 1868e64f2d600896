/** Number → capital amount, converted as it is typed, with the options remembered. */
import { Checkbox, Flex, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rmbToCapital } from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { useErrorText } from '../../../shared/useErrorText';
import { isBoolean, usePersistentState } from '../../../shared/usePersistentState';
import { useCoreResult } from './useCoreResult';
import '../../../shared/fitChoices.css';

const NS = 'rmb-conversion';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export function ToCapital({ value, onChange }: Props) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [prefix, setPrefix] = usePersistentState(`${NS}:prefix`, false, isBoolean);
  const [zhengAlt, setZhengAlt] = usePersistentState(`${NS}:zhengAlt`, false, isBoolean);
  const [traditional, setTraditional] = usePersistentState(`${NS}:traditional`, false, isBoolean);
  const { result, error } = useCoreResult(
    value,
    (input) => rmbToCapital(input, { prefix, zhengAlt, traditional }),
    [prefix, zhengAlt, traditional],
  );
  const capital = result?.capital ?? '';

  return (
    <Form layout="vertical" requiredMark={false} onSubmitCapture={(e) => e.preventDefault()}>
      <Form.Item
        label={t('amountLabel')}
        htmlFor="rmb-amount"
        validateStatus={error ? 'error' : undefined}
        help={error ? errorText(error) : t('amountHelp')}
      >
        <Input
          id="rmb-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('amountPlaceholder')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          style={{ maxWidth: 420 }}
          size="large"
        />
      </Form.Item>
      <Form.Item label={t('options')}>
        <Flex wrap gap="8px 24px" align="center">
          <Checkbox checked={prefix} onChange={(e) => setPrefix(e.target.checked)}>
            {t('prefix')}
          </Checkbox>
          <Flex gap={8} align="center">
            <Typography.Text id="rmb-ending-label">{t('endingLabel')}</Typography.Text>
            <Radio.Group
              className="fit-choices"
              aria-labelledby="rmb-ending-label"
              value={zhengAlt ? '正' : '整'}
              onChange={(e) => setZhengAlt(e.target.value === '正')}
              optionType="button"
              options={['整', '正']}
            />
          </Flex>
          <Checkbox checked={traditional} onChange={(e) => setTraditional(e.target.checked)}>
            {t('traditional')}
          </Checkbox>
        </Flex>
      </Form.Item>
      <Form.Item label={t('capitalLabel')} htmlFor="rmb-capital-out">
        <Flex vertical gap={8}>
          <Flex gap={8} wrap>
            <Input
              id="rmb-capital-out"
              readOnly
              value={capital}
              size="large"
              style={{ maxWidth: 640, fontSize: 20 }}
            />
            <CopyButton text={capital} size="large" />
          </Flex>
          {result && (
            <Typography.Text type="secondary" data-testid="rmb-read-as">
              {t('readAs', { amount: result.amount })}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">{t('rulesNote')}</Typography.Text>
        </Flex>
      </Form.Item>
    </Form>
  );
}
