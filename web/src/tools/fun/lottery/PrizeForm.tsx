/**
 * The six prize names, edited and submitted as a form. Each field is checked by the core
 * (not empty, at most 20 characters) as it is typed and again on submit; the saved names are
 * the tidied ones (spaces trimmed and collapsed).
 */
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { lotteryCheckPrize, toToolError } from '../../../core';
import { useErrorText } from '../../../shared/useErrorText';

const NS = 'lottery';

interface Props {
  prizes: string[];
  disabled: boolean;
  onSave: (prizes: string[]) => void;
  onReset: () => void;
}

/** Keyed by the saved names by its parent, so it shows them again after Reset or a change. */
export function PrizeForm({ prizes, disabled, onSave, onReset }: Props) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [form] = Form.useForm<{ prizes: string[] }>();

  async function save({ prizes: typed }: { prizes: string[] }) {
    try {
      onSave(await Promise.all(typed.map((name) => lotteryCheckPrize(name ?? ''))));
    } catch {
      // The rules have shown the message next to the field; validate again to be sure.
      void form.validateFields();
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      className="lottery-form"
      initialValues={{ prizes }}
      onFinish={(values) => void save(values)}
      disabled={disabled}
      requiredMark={false}
    >
      <fieldset className="lottery-fieldset">
        <legend>{t('prizes')}</legend>
        {prizes.map((_, i) => (
          <Form.Item
            key={i}
            name={['prizes', i]}
            label={t('prizeLabel', { n: i + 1 })}
            validateTrigger={['onChange', 'onBlur']}
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  try {
                    await lotteryCheckPrize(value ?? '');
                  } catch (e) {
                    throw new Error(errorText(toToolError(e)));
                  }
                },
              },
            ]}
          >
            <Input maxLength={60} autoComplete="off" />
          </Form.Item>
        ))}
      </fieldset>
      <Space wrap>
        <Button type="primary" htmlType="submit">
          {t('save')}
        </Button>
        <Button onClick={onReset}>{t('reset')}</Button>
      </Space>
    </Form>
  );
}
