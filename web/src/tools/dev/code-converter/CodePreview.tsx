/** The generated code, what it holds, advice about it, and the PNG / SVG downloads. */
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, codePng, toToolError, type CodeImage, type CodeRequest } from '../../../core';
import { downloadFile } from '../../../shared/download';
import { useErrorText } from '../../../shared/useErrorText';
import { NS } from './options';

interface Props {
  image: CodeImage | null;
  request: CodeRequest | null;
  error: ToolError | null;
  busy: boolean;
  fileName: string;
  label: string;
}

/** The preview never exceeds this many CSS pixels a side; the files keep their full size. */
const PREVIEW_MAX = 360;

export function CodePreview({ image, request, error, busy, fileName, label }: Props) {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const src = useMemo(
    () => (image ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image.svg)}` : null),
    [image],
  );

  async function downloadPng() {
    if (!request) return;
    setSaving(true);
    try {
      const bytes = await codePng(request);
      downloadFile(bytes as Uint8Array<ArrayBuffer>, `${fileName}.png`, 'image/png');
    } catch (e) {
      void message.error(errorText(toToolError(e)));
    } finally {
      setSaving(false);
    }
  }

  const scale = image ? Math.min(1, PREVIEW_MAX / Math.max(image.width, image.height)) : 1;
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <Flex
      vertical
      gap={12}
      className="code-preview"
      aria-live="polite"
      aria-busy={busy}
      data-busy={busy}
    >
      {error && <Alert type="error" showIcon title={errorText(error)} data-testid="code-error" />}
      {image && src && (
        <>
          <div className="code-preview-frame">
            <Spin spinning={busy} delay={300}>
              <img
                src={src}
                alt={label}
                width={Math.round(image.width * scale)}
                height={Math.round(image.height * scale)}
                data-testid="code-image"
              />
            </Spin>
          </div>
          <Typography.Text type="secondary" data-testid="code-info">
            {image.qrVersion !== null
              ? t('preview.qrInfo', {
                  version: image.qrVersion,
                  modules: image.qrVersion * 4 + 17,
                  width: n(image.width),
                  height: n(image.height),
                })
              : t('preview.barcodeInfo', { width: n(image.width), height: n(image.height) })}
          </Typography.Text>
          {image.qrVersion === null && (
            <Typography.Text data-testid="code-content">
              {t('preview.content')}
              <Typography.Text code>{image.content}</Typography.Text>
            </Typography.Text>
          )}
          {image.warnings.map((w) => (
            <Alert key={w} type="warning" showIcon title={t(`warnings.${w}`)} />
          ))}
          <Space wrap>
            <Button
              type="primary"
              icon={<DownloadOutlined aria-hidden />}
              loading={saving}
              disabled={busy}
              onClick={() => void downloadPng()}
            >
              {t('download.png')}
            </Button>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              disabled={busy}
              onClick={() => downloadFile(image.svg, `${fileName}.svg`, 'image/svg+xml')}
            >
              {t('download.svg')}
            </Button>
          </Space>
        </>
      )}
    </Flex>
  );
}
