/**
 * Relatives title calculator: one's own sex and a chain such as 爸爸的妈妈的哥哥 (typed, or built
 * with the 父 母 夫 妻 兄 弟 姐 妹 子 女 buttons) give the title, regional variants and what that
 * relative calls you. The chain is read by the Rust engine in the `kin` wasm module.
 */
import { ClearOutlined, DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Radio, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kinshipCalculate, toToolError, type KinAnswer, type KinSex } from '../../../core';
import { useErrorText } from '../../../shared/useErrorText';
import { isOneOf, isString, usePersistentState } from '../../../shared/usePersistentState';
import { KinResult } from './KinResult';
import './relative.css';
import '../../../shared/fitChoices.css';

const NS = 'relative-calculator';
const BUTTONS = [
  ['父', '爸爸'],
  ['母', '妈妈'],
  ['夫', '老公'],
  ['妻', '老婆'],
  ['兄', '哥哥'],
  ['弟', '弟弟'],
  ['姐', '姐姐'],
  ['妹', '妹妹'],
  ['子', '儿子'],
  ['女', '女儿'],
] as const;
/** Examples that work for the chosen sex (a man has no 老公, a woman no 老婆). */
const EXAMPLES: Record<KinSex, string[]> = {
  male: ['爸爸的妈妈的哥哥', '妈妈的妈妈', '哥哥的老婆', '老婆的妈妈', '爸爸的哥哥的儿子'],
  female: ['爸爸的妈妈的哥哥', '妈妈的妈妈', '哥哥的老婆', '老公的妈妈', '爸爸的哥哥的儿子'],
};
const MAX_LENGTH = 2000;

function words(chain: string): string[] {
  return chain
    .split('的')
    .map((w) => w.trim())
    .filter(Boolean);
}

type Outcome = {
  key: string;
  answer: KinAnswer | null;
  error: ReturnType<typeof toToolError> | null;
};

export default function RelativeCalculatorTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [sex, setSex] = usePersistentState<KinSex>(
    `${NS}:sex`,
    'male',
    isOneOf(['male', 'female']),
  );
  const [chain, setChain] = usePersistentState(`${NS}:chain`, '', isString);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = `${sex}\n${chain}`;

  useEffect(() => {
    if (!chain.trim()) return;
    let stale = false;
    const done = (answer: KinAnswer | null, error: Outcome['error']) => {
      if (!stale) setOutcome({ key: `${sex}\n${chain}`, answer, error });
    };
    kinshipCalculate(chain, sex).then(
      (answer) => done(answer, null),
      (e: unknown) => done(null, toToolError(e)),
    );
    return () => {
      stale = true;
    };
  }, [chain, sex]);

  const current = chain.trim() && outcome?.key === key ? outcome : null;
  const add = (word: string) => setChain([...words(chain), word].join('的'));

  return (
    <Flex vertical gap={16}>
      <Form layout="vertical" onSubmitCapture={(e) => e.preventDefault()}>
        <Form.Item label={t('sex')}>
          <Radio.Group
            className="fit-choices"
            value={sex}
            onChange={(e) => setSex(e.target.value as KinSex)}
            optionType="button"
            options={[
              { value: 'male', label: t('male') },
              { value: 'female', label: t('female') },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={t('chain')}
          htmlFor="kin-chain"
          validateStatus={current?.error ? 'error' : undefined}
          help={current?.error ? errorText(current.error) : t('chainHelp')}
        >
          <Input
            id="kin-chain"
            lang="zh-CN"
            placeholder={t('placeholder')}
            value={chain}
            maxLength={MAX_LENGTH}
            onChange={(e) => setChain(e.target.value)}
            allowClear
          />
        </Form.Item>
        <Flex vertical gap={8} className="kin-composer">
          <Typography.Text type="secondary">{t('composer')}</Typography.Text>
          <Flex wrap gap={8} role="group" aria-label={t('composer')} className="kin-buttons">
            {BUTTONS.map(([label, word]) => (
              <Button key={label} title={t(`buttons.${label}`)} onClick={() => add(word)}>
                {label}
              </Button>
            ))}
            <Space.Compact>
              <Button
                icon={<DeleteOutlined aria-hidden />}
                title={t('deleteLast')}
                aria-label={t('deleteLast')}
                disabled={!chain.trim()}
                onClick={() => setChain(words(chain).slice(0, -1).join('的'))}
              />
              <Button
                icon={<ClearOutlined aria-hidden />}
                disabled={!chain}
                onClick={() => setChain('')}
              >
                {t('common:actions.clear')}
              </Button>
            </Space.Compact>
          </Flex>
        </Flex>
      </Form>

      <Flex wrap gap={4} align="center">
        <Typography.Text type="secondary">
          {t('labelled', { label: t('examples') })}
        </Typography.Text>
        {EXAMPLES[sex].map((example) => (
          <Tag.CheckableTag
            key={example}
            checked={chain === example}
            onChange={() => setChain(example)}
          >
            <span lang="zh-CN">{example}</span>
          </Tag.CheckableTag>
        ))}
      </Flex>

      {current?.answer && <KinResult answer={current.answer} />}
      {current?.error?.code === 'common.load_failed' && (
        <Alert type="error" showIcon title={errorText(current.error)} />
      )}
    </Flex>
  );
}
