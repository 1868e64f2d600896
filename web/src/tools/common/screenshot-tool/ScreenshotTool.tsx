/**
 * Screenshot: capture a screen, window or tab (the browser asks which), crop it by dragging,
 * then download it as PNG or copy it to the clipboard. Nothing is uploaded: the picture only
 * ever lives in this page.
 */
import { CameraOutlined, CopyOutlined, DownloadOutlined, ExpandOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, toToolError } from '../../../core';
import { downloadFile } from '../../../shared/download';
import { useErrorText } from '../../../shared/useErrorText';
import { captureScreen, captureSupported, cropToPng } from './capture';
import { CropArea } from './CropArea';
import type { Rect } from './crop';
import './screenshot.css';
import { formatCount } from '../../../shared/formatCount';

const NS = 'screenshot-tool';

interface Shot {
  canvas: HTMLCanvasElement;
  url: string;
}

function stamp(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`;
}

export default function ScreenshotTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const { message } = App.useApp();
  const [shot, setShot] = useState<Shot | null>(null);
  const [selection, setSelection] = useState<Rect | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = captureSupported();

  useEffect(
    () => () => {
      if (shot) URL.revokeObjectURL(shot.url);
    },
    [shot],
  );

  async function capture() {
    setError(null);
    setBusy(true);
    try {
      const canvas = await captureScreen();
      const blob = await cropToPng(canvas, null);
      setShot({ canvas, url: URL.createObjectURL(blob) });
      setSelection(null);
    } catch (e) {
      setError(toToolError(e));
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    if (!shot) return;
    try {
      const blob = await cropToPng(shot.canvas, selection);
      downloadFile(blob, `${t('fileName')}-${stamp(new Date())}.png`, 'image/png');
    } catch (e) {
      setError(toToolError(e));
    }
  }

  async function copy() {
    if (!shot) return;
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
      void message.error(t('copy.unsupported'));
      return;
    }
    try {
      // Passing the promise keeps Safari's user-gesture window open while the PNG is made.
      const png = cropToPng(shot.canvas, selection);
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
      void message.success(t('copy.done'));
    } catch (e) {
      console.error('Copying the screenshot failed:', e);
      void message.error(t('copy.failed'));
    }
  }

  const size =
    selection ?? (shot ? { width: shot.canvas.width, height: shot.canvas.height } : null);
  const n = (v: number) => formatCount(v, i18n.language);
  return (
    <Flex vertical gap={16}>
      {!supported && (
        <Alert type="warning" showIcon title={errorText(new ToolError('screenshot.unsupported'))} />
      )}
      <Space wrap>
        <Button
          type="primary"
          icon={<CameraOutlined aria-hidden />}
          loading={busy}
          disabled={!supported}
          onClick={() => void capture()}
        >
          {shot ? t('captureAgain') : t('capture')}
        </Button>
        {shot && (
          <>
            <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void download()}>
              {t('download')}
            </Button>
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              {t('copy.button')}
            </Button>
            <Button
              icon={<ExpandOutlined aria-hidden />}
              disabled={!selection}
              onClick={() => setSelection(null)}
            >
              {t('crop.clear')}
            </Button>
          </>
        )}
      </Space>
      {error && <Alert type="error" showIcon title={errorText(error)} data-testid="shot-error" />}
      {!shot && supported && !error && (
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      )}
      {shot && size && (
        <>
          <Typography.Text data-testid="shot-size">
            {selection
              ? t('crop.selected', { width: n(size.width), height: n(size.height) })
              : t('crop.whole', { width: n(size.width), height: n(size.height) })}
          </Typography.Text>
          <CropArea
            src={shot.url}
            width={shot.canvas.width}
            height={shot.canvas.height}
            selection={selection}
            onSelect={setSelection}
          />
        </>
      )}
    </Flex>
  );
}
