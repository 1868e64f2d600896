/**
 * Chinese to pinyin. Converts as the user types (debounced), in the worker, where the
 * word-aware converter and its lexicon live; a long text can be cancelled. Two views: plain
 * text (copy, download) and annotated (pinyin above each character, capped for long texts).
 */
import { ClearOutlined, DownloadOutlined, ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Segmented, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_TEXT_LENGTH,
  ToolError,
  pinyinAnnotate,
  pinyinConvert,
  toToolError,
  type Annotated,
} from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { MIME, downloadFile } from '../../../shared/download';
import { LongTextInput } from '../../../shared/LongTextInput';
import { preview } from '../../../shared/preview';
import { useErrorText } from '../../../shared/useErrorText';
import { PinyinOptionsForm } from './PinyinOptionsForm';
import { RubyView } from './RubyView';
import { VIEWS, usePinyinOptions, type View } from './usePinyinOptions';
import './pinyin.css';
import { formatCount } from '../../../shared/formatCount';

const NS = 'chinese-to-pinyin';
/** Characters shown in the annotated view; the text view always has everything. */
export const MAX_ANNOTATED = 5_000;
/** Above this many characters a new edit cancels the running conversion. */
const LARGE = 100_000;

export default function ChineseToPinyinTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const settings = usePinyinOptions();
  const { options, view, setView } = settings;
  const [text, setText] = useState('');
  const [converted, setOutput] = useState('');
  const [annotated, setAnnotated] = useState<Annotated | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);
  const running = useRef<AbortController | null>(null);
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    if (text.length === 0) return;
    const large = text.length > LARGE;
    const controller = new AbortController();
    let stale = false;
    const timer = setTimeout(
      async () => {
        running.current = controller;
        setBusy(true);
        try {
          if (view === 'annotated') {
            const a = await pinyinAnnotate(text, options, MAX_ANNOTATED, controller.signal);
            if (stale) return;
            setAnnotated(a);
          }
          const out = await pinyinConvert(text, options, controller.signal);
          if (stale) return;
          setOutput(out);
          setError(null);
        } catch (e) {
          if (!stale) setError(toToolError(e));
        } finally {
          if (running.current === controller) {
            running.current = null;
            setBusy(false);
          }
        }
      },
      large ? 400 : 120,
    );
    return () => {
      stale = true;
      clearTimeout(timer);
      // Stopping the worker costs reloading the lexicon: only worth it for long texts; a
      // short conversion just finishes and its result is ignored.
      if (large && running.current === controller) controller.abort();
      if (running.current === controller) {
        running.current = null;
        setBusy(false);
      }
    };
    // optionsKey stands for `options`, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, optionsKey, view]);

  function edit(value: string) {
    if (value.length > MAX_TEXT_LENGTH) {
      setError(new ToolError('common.too_large', { max: String(MAX_TEXT_LENGTH) }));
      return;
    }
    setError(null);
    setText(value);
  }

  function cancel() {
    running.current?.abort();
    running.current = null;
    setBusy(false);
    setError(new ToolError('common.cancelled'));
  }

  // What is shown follows the input at once when it is cleared.
  const output = text.length > 0 ? converted : '';
  return (
    <Flex vertical gap={16}>
      <LongTextInput
        value={text}
        onChange={edit}
        label={t('inputLabel')}
        placeholder={t('placeholder')}
        rows={6}
        longNotice={t('longText', { count: formatCount(text.length, i18n.language) })}
      />
      <Space wrap>
        <Button icon={<ExperimentOutlined aria-hidden />} onClick={() => edit(t('example'))}>
          {t('tryExample')}
        </Button>
        <Button
          icon={<ClearOutlined aria-hidden />}
          onClick={() => edit('')}
          disabled={text.length === 0}
        >
          {t('common:actions.clear')}
        </Button>
      </Space>
      <PinyinOptionsForm settings={settings} />
      {error && <Alert type="error" showIcon title={errorText(error)} />}
      <Flex wrap gap={12} align="center" justify="space-between">
        <Segmented<View>
          aria-label={t('viewLabel')}
          value={view}
          onChange={setView}
          options={VIEWS.map((value) => ({ value, label: t(`views.${value}`) }))}
        />
        <Space wrap>
          {busy && (
            <>
              <Spin size="small" />
              <Typography.Text>{t('common:actions.working')}</Typography.Text>
              {text.length > LARGE && (
                <Button onClick={cancel}>{t('common:actions.cancel')}</Button>
              )}
            </>
          )}
          <CopyButton text={output} label={t('copy')} />
          <Button
            icon={<DownloadOutlined aria-hidden />}
            disabled={output.length === 0}
            onClick={() => downloadFile(output, t('fileName'), MIME.text)}
          >
            {t('download')}
          </Button>
        </Space>
      </Flex>
      {view === 'text' ? (
        <Input.TextArea
          aria-label={t('outputLabel')}
          value={preview(output)}
          readOnly
          rows={8}
          spellCheck={false}
        />
      ) : annotated && text.length > 0 ? (
        <RubyView annotated={annotated} max={MAX_ANNOTATED} />
      ) : (
        <Typography.Text type="secondary">{t('annotatedEmpty')}</Typography.Text>
      )}
    </Flex>
  );
}
