/**
 * Image to text (OCR): choose the language of the text, give an image (pick, drop or paste),
 * press Extract. Recognition runs on the device with tesseract.js (ocrEngine.ts); the first
 * run in a language downloads its data with a progress bar, later runs and offline use take
 * it from the cache. The result is editable and copyable.
 */
import { LoadingOutlined, ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Input, Progress, Radio, Row, Space, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, toToolError } from '../../../core';
import { BitmapCanvas } from '../../../shared/BitmapCanvas';
import { CopyButton } from '../../../shared/CopyButton';
import { ImageInput } from '../../../shared/ImageInput';
import type { LoadedImage } from '../../../shared/imageFile';
import { useErrorText } from '../../../shared/useErrorText';
import { isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import { OCR_MODES, OcrEngine, downloadBytes, type OcrMode, type OcrProgress } from './ocrEngine';
import { encodeForOcr, ocrScale, tidyText } from './prepare';
import '../../../shared/fitChoices.css';

const NS = 'image-text';
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

export default function ImageTextTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [mode, setMode] = usePersistentState<OcrMode>(
    `${NS}:mode`,
    i18n.language === 'zh-CN' ? 'both' : 'eng',
    isOneOf(OCR_MODES),
  );
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [progress, setProgress] = useState<OcrProgress | null>(null);
  const [text, setText] = useState<string | null>(null);
  // Starts no worker until the first run; the worker ends with the page.
  const [engine] = useState(() => new OcrEngine());
  const resultId = useId();

  useEffect(
    () => () => {
      engine.cancel();
      void engine.terminate();
    },
    [engine],
  );
  useEffect(() => () => image?.bitmap.close(), [image]);

  const busy = progress !== null;

  async function extract() {
    if (!image) return;
    setError(null);
    setText(null);
    setProgress({ step: 'recognise', overall: 0 });
    try {
      let png: Blob;
      try {
        png = await encodeForOcr(image.bitmap);
      } catch (e) {
        console.error('OCR image:', e);
        throw new ToolError('ocr.failed');
      }
      setText(tidyText(await engine.recognise(png, mode, setProgress)));
    } catch (e) {
      const failure = toToolError(e);
      if (failure.code !== 'common.cancelled') setError(failure);
    } finally {
      setProgress(null);
    }
  }

  const scale = image ? ocrScale(image.width, image.height) : 1;
  const stepText =
    progress?.step === 'download'
      ? t('steps.download', { loaded: mb(progress.loaded ?? 0), total: mb(progress.total ?? 0) })
      : progress && t(`steps.${progress.step}`);

  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={4}>
        <Typography.Text strong id={`${resultId}-mode`}>
          {t('language')}
        </Typography.Text>
        <Radio.Group
          className="fit-choices"
          aria-labelledby={`${resultId}-mode`}
          optionType="button"
          value={mode}
          disabled={busy}
          onChange={(e) => setMode(e.target.value as OcrMode)}
          options={OCR_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
        />
        <Typography.Text type="secondary">
          {t('firstUse', { size: mb(downloadBytes(mode)) })}
        </Typography.Text>
      </Flex>
      <ImageInput
        onLoad={(loaded) => {
          setImage(loaded);
          setText(null);
        }}
        onError={(e) => setError(e)}
        onBusy={(loading) => loading && setError(null)}
        compact={image !== null}
        disabled={busy}
        testId="ocr-input"
      />
      <Row gutter={[24, 16]}>
        {image && (
          <Col xs={24} lg={12}>
            <Flex vertical gap={8}>
              <BitmapCanvas
                bitmap={image.bitmap}
                maxSize={1200}
                label={t('preview')}
                testId="ocr-preview"
                style={{ maxHeight: 420, width: 'auto', border: '1px solid #f0f0f0' }}
              />
              {scale < 1 && (
                <Typography.Text type="secondary" data-testid="ocr-scaled">
                  {t('scaled', {
                    width: Math.round(image.width * scale),
                    height: Math.round(image.height * scale),
                  })}
                </Typography.Text>
              )}
              <Space wrap>
                <Button
                  type="primary"
                  // Not antd's `loading`: its spinner leaves with a CSS transition, and where that
                  // transition never ends (seen in Chromium at 375 px) the spinner stayed on.
                  icon={busy ? <LoadingOutlined aria-hidden /> : <ScanOutlined aria-hidden />}
                  aria-busy={busy}
                  onClick={() => !busy && void extract()}
                >
                  {busy ? t('extracting') : t('extract')}
                </Button>
                {busy && <Button onClick={() => engine.cancel()}>{t('cancel')}</Button>}
              </Space>
            </Flex>
          </Col>
        )}
        <Col xs={24} lg={image ? 12 : 24}>
          <Flex vertical gap={8}>
            {progress && (
              <div data-testid="ocr-progress">
                <Typography.Text>{stepText}</Typography.Text>
                <Progress
                  percent={Math.round(progress.overall * 100)}
                  status="active"
                  aria-label={t('progressLabel')}
                />
              </div>
            )}
            {error && (
              <Alert type="error" showIcon title={errorText(error)} data-testid="ocr-error" />
            )}
            {text === '' && (
              <Alert type="info" showIcon title={t('empty')} data-testid="ocr-empty" />
            )}
            {text !== null && text !== '' && (
              <>
                <Typography.Text strong>
                  <label htmlFor={resultId}>{t('result')}</label>
                </Typography.Text>
                <Input.TextArea
                  id={resultId}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  autoSize={{ minRows: 4, maxRows: 20 }}
                  aria-describedby={`${resultId}-hint`}
                  data-testid="ocr-result"
                />
                <Flex justify="space-between" align="center" wrap gap={8}>
                  <Typography.Text type="secondary" id={`${resultId}-hint`}>
                    {t('resultHint')}
                  </Typography.Text>
                  <CopyButton text={text} />
                </Flex>
              </>
            )}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
