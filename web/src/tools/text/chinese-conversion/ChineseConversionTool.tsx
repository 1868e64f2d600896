/**
 * Simplified ↔ Traditional Chinese with OpenCC's dictionaries, phrase by phrase, in the browser.
 * The toggle reads "Current: {mode}" (spec §4); the regional standard picks Taiwan, Taiwan with
 * Taiwan phrases or Hong Kong. The result follows the input as it is typed; texts over 200,000
 * characters convert in a worker with a Cancel button. Direction and standard are remembered.
 *
 * A browser lays out a text box of Chinese slowly (a megabyte freezes a tab for seconds), so a
 * text longer than EDIT_LIMIT is kept in memory and shown as a read-only preview; Copy and
 * Download take the whole result.
 */
import { ClearOutlined, DownloadOutlined, RetweetOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Input, Radio, Row, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TEXT_LENGTH, ToolError } from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { MIME, downloadFile } from '../../../shared/download';
import { useErrorText } from '../../../shared/useErrorText';
import { isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import { OpenTextFile } from './OpenTextFile';
import { DIRECTIONS, VARIANTS, configOf, flip, type Direction, type Variant } from './modes';
import { useConversion } from './useConversion';
import '../../../shared/fitChoices.css';
import { formatCount } from '../../../shared/formatCount';

const NS = 'chinese-conversion';

/** GBK files decode with the GB18030 decoder (its superset), so both names are true. */
const encodingName = (label: string) => (label === 'GBK' ? 'GBK (GB18030)' : label);
/** Longer texts are not edited in place but previewed. */
const EDIT_LIMIT = 50_000;
const PREVIEW_CHARS = 20_000;

export default function ChineseConversionTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [direction, setDirection] = usePersistentState<Direction>(
    `${NS}:direction`,
    'toTraditional',
    isOneOf(DIRECTIONS),
  );
  const [variant, setVariant] = usePersistentState<Variant>(
    `${NS}:variant`,
    'standard',
    isOneOf(VARIANTS),
  );
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<ToolError | null>(null);
  /** The encoding the opened file was read in, said until the text is edited. */
  const [fileEncoding, setFileEncoding] = useState<string | null>(null);
  const config = configOf(direction, variant);
  const { output, busy, error, cancel } = useConversion(text, config);

  function edit(value: string) {
    if (value.length > MAX_TEXT_LENGTH) {
      // Refuse the paste but keep what was there.
      setInputError(new ToolError('common.too_large', { max: String(MAX_TEXT_LENGTH) }));
      return;
    }
    setInputError(null);
    setFileEncoding(null);
    setText(value);
  }

  function openFile(value: string, encoding: string) {
    edit(value);
    if (value.length <= MAX_TEXT_LENGTH) setFileEncoding(encoding);
  }

  function useResult() {
    edit(output);
    setDirection(flip(direction));
  }

  const shownError = inputError ?? error;
  const large = text.length > EDIT_LIMIT;
  const preview = (full: string) => (large ? full.slice(0, PREVIEW_CHARS) : full);
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        {/* A switch between the two directions (not a primary action): its label says the
            current one, as the spec's "Current: {mode}" toggle. */}
        <Flex gap={8} align="center">
          <Switch
            id="zh-direction"
            checked={direction === 'toTraditional'}
            onChange={() => setDirection(flip(direction))}
            checkedChildren={t('switchOn')}
            unCheckedChildren={t('switchOff')}
            aria-labelledby="zh-direction-label"
            title={t('toggleHint')}
          />
          <label id="zh-direction-label" htmlFor="zh-direction">
            {t('current', { mode: t(`modes.${direction}`) })}
          </label>
        </Flex>
        <Flex wrap gap={8} align="center">
          <Typography.Text id="zh-variant-label">{t('variantLabel')}</Typography.Text>
          <Radio.Group
            className="fit-choices"
            aria-labelledby="zh-variant-label"
            value={variant}
            onChange={(e) => setVariant(e.target.value as Variant)}
            optionType="button"
            options={VARIANTS.map((v) => ({ value: v, label: t(`variants.${v}`) }))}
          />
        </Flex>
      </Flex>
      <Typography.Text type="secondary" data-testid="zh-hint">
        {t(`hints.${config}`)}
      </Typography.Text>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Input.TextArea
            aria-label={t('inputLabel')}
            placeholder={t('placeholder')}
            value={preview(text)}
            onChange={(e) => edit(e.target.value)}
            readOnly={large}
            rows={12}
            spellCheck={false}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Input.TextArea
            aria-label={t('outputLabel')}
            value={preview(output)}
            readOnly
            rows={12}
            spellCheck={false}
            aria-busy={busy}
          />
        </Col>
      </Row>
      {large && (
        <Alert
          type="info"
          showIcon
          title={t('largeText', {
            shown: formatCount(PREVIEW_CHARS, i18n.language),
            total: formatCount(text.length, i18n.language),
          })}
        />
      )}
      <Space wrap>
        <CopyButton text={busy ? '' : output} label={t('copyResult')} />
        <Button
          icon={<RetweetOutlined aria-hidden />}
          onClick={useResult}
          disabled={busy || output.length === 0}
        >
          {t('useResult')}
        </Button>
        <OpenTextFile label={t('openFile')} onText={openFile} onError={setInputError} />
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={busy || output.length === 0}
          onClick={() => downloadFile(output, `${t('fileName')}-${config}.txt`, MIME.text)}
        >
          {t('download')}
        </Button>
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
      {fileEncoding && !shownError && (
        <Typography.Text type="secondary" role="status" data-testid="zh-file-encoding">
          {t('readAs', { encoding: encodingName(fileEncoding) })}
        </Typography.Text>
      )}
      {shownError && <Alert type="error" showIcon title={errorText(shownError)} />}
    </Flex>
  );
}
