/** The generated code, what it holds, advice about it, and the PNG / SVG downloads. */
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, codePng, toToolError, type CodeImage, type CodeRequest } from '../../../core';
import { downloadFile } from '../../../shared/download';
import { useErrorText } from '../../../shared/useErrorText';
import { logoPlacement, svgWithLogo, type Logo } from './logo';
import { pngWithLogo } from './logoImage';
import { NS } from './options';
import { formatCount } from '../../../shared/formatCount';

interface Props {
  image: CodeImage | null;
  request: CodeRequest | null;
  /** The request the shown image was made from (also while a new one is being made). */
  made: CodeRequest | null;
  /** A QR code's centre logo, drawn over the code here (preview and both files). */
  logo: Logo | null;
  error: ToolError | null;
  busy: boolean;
  fileName: string;
  label: string;
}

/** The preview never exceeds this many CSS pixels a side; the files keep their full size. */
const PREVIEW_MAX = 360;

export function CodePreview(props: Props) {
  const { image, request, made, logo, error, busy, fileName, label } = props;
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const placement =
    image?.qrVersion != null && made && logo
      ? logoPlacement(made.size, made.margin, image.qrVersion, logo)
      : null;
  const svg = useMemo(
    () =>
      image && made && logo && placement
        ? svgWithLogo(image.svg, logo, placement, made.background)
        : (image?.svg ?? null),
    // `placement` follows from the others.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [image, made, logo],
  );
  const src = useMemo(
    () => (svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null),
    [svg],
  );

  async function downloadPng() {
    if (!request) return;
    setSaving(true);
    try {
      const bytes = await codePng(request);
      const file =
        logo && placement
          ? await pngWithLogo(bytes, logo, placement, request.background)
          : (bytes as Uint8Array<ArrayBuffer>);
      downloadFile(file, `${fileName}.png`, 'image/png');
    } catch (e) {
      void message.error(errorText(toToolError(e)));
    } finally {
      setSaving(false);
    }
  }

  const scale = image ? Math.min(1, PREVIEW_MAX / Math.max(image.width, image.height)) : 1;
  const n = (v: number) => formatCount(v, i18n.language);
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
      {/* Until the first image arrives, its square keeps the place, so the options below do not
          jump down on a phone (the layout shift Lighthouse measured there). */}
      {!image && !error && (
        <div className="code-preview-frame" aria-hidden>
          <div className="code-preview-placeholder" style={{ width: PREVIEW_MAX }} />
        </div>
      )}
      {image && src && svg && (
        <>
          <div className="code-preview-frame">
            <Spin spinning={busy} delay={300}>
              <img
                src={src}
                alt={label}
                width={Math.round(image.width * scale)}
                height={Math.round(image.height * scale)}
                data-testid="code-image"
                data-logo={placement !== null}
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
              onClick={() => downloadFile(svg, `${fileName}.svg`, 'image/svg+xml')}
            >
              {t('download.svg')}
            </Button>
          </Space>
        </>
      )}
    </Flex>
  );
}
