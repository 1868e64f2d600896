/**
 * Translation: text in one of eight languages (or detected) into another, through our server's
 * `/api/translate` (the provider is the operator's choice; the page says the text leaves the
 * device). The input is kept across reloads and failures; recent translations stay in this
 * browser.
 */
import { LoadingOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, List, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/CopyButton';
import { isOneOf, isString, usePersistentState } from '../../../shared/usePersistentState';
import {
  LANGUAGES,
  MAX_CHARS,
  TranslateError,
  addRecent,
  clearRecent,
  countChars,
  readRecent,
  translate,
  type Language,
  type RecentItem,
  type Source,
  type TranslateAnswer,
} from './api';
import './translation.css';

const NS = 'translation';
const isSource = isOneOf<Source>(['auto', ...LANGUAGES]);
const isLanguage = isOneOf<Language>(LANGUAGES);
/** Codes with their own message; every other failure gets the spec's general one. */
const OWN_MESSAGES = ['offline', 'translate.too_long', 'translate.undetected'];

export default function TranslationTool() {
  const { t } = useTranslation(NS);
  const [text, setText] = usePersistentState(`${NS}:text`, '', isString);
  const [source, setSource] = usePersistentState<Source>(`${NS}:source`, 'auto', isSource);
  const [target, setTarget] = usePersistentState<Language>(`${NS}:target`, 'zh', isLanguage);
  const [answer, setAnswer] = useState<TranslateAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [recent, setRecent] = useState<RecentItem[]>(readRecent);

  const chars = countChars(text);
  const tooLong = chars > MAX_CHARS;
  const languageOptions = LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }));

  async function run() {
    if (!text.trim() || tooLong || running) return;
    setRunning(true);
    setError(null);
    try {
      const result = await translate(text, source, target);
      setAnswer(result);
      setRecent(
        addRecent({
          text,
          result: result.text,
          source,
          target,
          detected: result.detected,
          at: Date.now(),
        }),
      );
    } catch (e) {
      const code = e instanceof TranslateError ? e.code : 'failed';
      setError(OWN_MESSAGES.includes(code) ? code : 'failed');
      setAnswer(null);
    } finally {
      setRunning(false);
    }
  }

  function swap() {
    // "Auto" has no place as a target: swapping from it uses the detected language, or English.
    const from = source === 'auto' ? (answer?.detected ?? (target === 'en' ? 'zh' : 'en')) : source;
    setSource(target);
    setTarget(from);
    if (answer) {
      setText(answer.text);
      setAnswer(null);
    }
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary" data-testid="tr-privacy">
        {t('privacy')}
      </Typography.Text>
      <Card size="small">
        <Flex wrap gap={8} align="center" className="tr-langs">
          <Select
            aria-label={t('source')}
            value={source}
            onChange={setSource}
            options={[{ value: 'auto', label: t('auto') }, ...languageOptions]}
            className="tr-select"
            data-testid="tr-source"
          />
          <Button
            aria-label={t('swap')}
            title={t('swap')}
            icon={<SwapOutlined aria-hidden />}
            onClick={swap}
          />
          <Select
            aria-label={t('target')}
            value={target}
            onChange={setTarget}
            options={languageOptions}
            className="tr-select"
            data-testid="tr-target"
          />
        </Flex>
        <Input.TextArea
          aria-label={t('input')}
          placeholder={t('placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void run();
          }}
          autoSize={{ minRows: 4, maxRows: 12 }}
          status={tooLong ? 'error' : undefined}
          className="tr-input"
        />
        <Flex justify="space-between" align="center" wrap gap={8} className="tr-actions">
          <Typography.Text type={tooLong ? 'danger' : 'secondary'} data-testid="tr-count">
            {t('count', { count: chars, max: MAX_CHARS.toLocaleString() })}
          </Typography.Text>
          <Flex gap={8}>
            <Button onClick={() => setText('')} disabled={!text || running}>
              {t('clear')}
            </Button>
            <Button
              type="primary"
              onClick={() => void run()}
              disabled={!text.trim() || tooLong}
              // Not antd's `loading`: its spinner leaves with a CSS transition, and where that
              // transition never ends (seen in Chromium at 375 px) the spinner stayed on.
              icon={running ? <LoadingOutlined aria-hidden /> : undefined}
              aria-busy={running}
            >
              {running ? t('running') : t('translate')}
            </Button>
          </Flex>
        </Flex>
        {tooLong && (
          <Typography.Text type="danger" role="alert">
            {t('errors.translate.too_long', { max: MAX_CHARS.toLocaleString() })}
          </Typography.Text>
        )}
      </Card>
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="tr-error"
          message={
            error === 'failed'
              ? t('errors.failed')
              : t(`errors.${error}`, { max: MAX_CHARS.toLocaleString() })
          }
        />
      )}
      {answer && (
        <Card size="small" data-testid="tr-result">
          <Typography.Paragraph className="tr-output" data-testid="tr-output">
            {answer.text}
          </Typography.Paragraph>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text type="secondary" data-testid="tr-detected">
              {answer.detected && source === 'auto'
                ? t('detected', { language: t(`languages.${answer.detected}`) })
                : ''}{' '}
              {answer.provider ? t('provider', { provider: answer.provider }) : t('fromRecent')}
            </Typography.Text>
            <CopyButton text={answer.text} size="small" />
          </Flex>
        </Card>
      )}
      {recent.length > 0 && (
        <Card
          size="small"
          title={t('recent')}
          extra={
            <Button
              size="small"
              type="link"
              onClick={() => {
                clearRecent();
                setRecent([]);
              }}
            >
              {t('clearRecent')}
            </Button>
          }
          data-testid="tr-recent"
        >
          <List
            size="small"
            dataSource={recent}
            renderItem={(item) => (
              <List.Item
                className="tr-recent-item"
                onClick={() => {
                  setText(item.text);
                  setSource(item.source);
                  setTarget(item.target);
                  setAnswer({ text: item.result, detected: item.detected, provider: '' });
                  setError(null);
                }}
              >
                <Typography.Text ellipsis className="tr-recent-text">
                  {item.text}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis className="tr-recent-text">
                  → {item.result}
                </Typography.Text>
              </List.Item>
            )}
          />
        </Card>
      )}
    </Flex>
  );
}
