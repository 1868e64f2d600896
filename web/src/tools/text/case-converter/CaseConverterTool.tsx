/**
 * English case conversion. Every mode converts the text as the user last typed it (the
 * "original"), so modes can be tried one after another and Reset brings the original back.
 * Large texts are converted in a worker, with a Cancel button.
 */
import { ClearOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TEXT_LENGTH, ToolError, caseConvert, toToolError, type CaseMode } from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { useErrorText } from '../../../shared/useErrorText';

const NS = 'case-converter';
const MODES: CaseMode[] = ['upper', 'lower', 'title', 'sentence', 'camel', 'snake', 'kebab'];

export default function CaseConverterTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [text, setText] = useState('');
  const [original, setOriginal] = useState('');
  const [mode, setMode] = useState<CaseMode | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  function edit(value: string) {
    if (value.length > MAX_TEXT_LENGTH) {
      // Refuse the paste but keep what was there.
      setError(new ToolError('common.too_large', { max: String(MAX_TEXT_LENGTH) }));
      return;
    }
    running.current?.abort();
    setText(value);
    setOriginal(value);
    setMode(null);
    setError(null);
  }

  async function convert(next: CaseMode) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    setError(null);
    try {
      const result = await caseConvert(original, next, controller.signal);
      if (controller.signal.aborted) return;
      setText(result);
      setMode(next);
    } catch (e) {
      if (!controller.signal.aborted) setError(toToolError(e));
    } finally {
      if (running.current === controller) {
        running.current = null;
        setBusy(false);
      }
    }
  }

  function cancel() {
    running.current?.abort();
    running.current = null;
    setBusy(false);
  }

  function reset() {
    cancel();
    setText(original);
    setMode(null);
    setError(null);
  }

  return (
    <Flex vertical gap={16}>
      <Input.TextArea
        aria-label={t('inputLabel')}
        placeholder={t('placeholder')}
        value={text}
        onChange={(e) => edit(e.target.value)}
        rows={10}
        spellCheck={false}
        className="case-input"
      />
      <Space wrap role="group" aria-label={t('modesLabel')}>
        {MODES.map((m) => (
          <Button
            key={m}
            type={mode === m ? 'primary' : 'default'}
            aria-pressed={mode === m}
            disabled={busy || original.length === 0}
            onClick={() => void convert(m)}
          >
            {t(`modes.${m}`)}
          </Button>
        ))}
      </Space>
      <Space wrap>
        <Button
          icon={<UndoOutlined aria-hidden />}
          onClick={reset}
          disabled={mode === null && !busy}
        >
          {t('reset')}
        </Button>
        <CopyButton text={text} />
        <Button
          icon={<ClearOutlined aria-hidden />}
          onClick={() => edit('')}
          disabled={text.length === 0}
        >
          {t('common:actions.clear')}
        </Button>
        {busy && (
          <>
            <Typography.Text>{t('common:actions.working')}</Typography.Text>
            <Button onClick={cancel}>{t('common:actions.cancel')}</Button>
          </>
        )}
      </Space>
      {error && <Alert type="error" showIcon title={errorText(error)} />}
    </Flex>
  );
}
