/**
 * Poster maker: a template (phone wallpaper 1080 × 1920, square 1080 × 1080, A4 portrait at
 * 300 dpi), a colour, gradient or photo background, title, subtitle and body text, and an
 * optional picture (a logo) and an optional QR code made from a link or text by our core; drag
 * anything into place; export a PNG at full size. Drawn with the browser's canvas (its text
 * rendering), in this tab only.
 */
import { DeleteOutlined, DownloadOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Form, Popconfirm, Row, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, encodeCanvas, imageSetDpi, toToolError } from '../../../core';
import { MIME, downloadFile } from '../../../shared/download';
import { ImageInput } from '../../../shared/ImageInput';
import type { LoadedImage } from '../../../shared/imageFile';
import { useErrorText } from '../../../shared/useErrorText';
import { usePersistentState } from '../../../shared/usePersistentState';
import { ValueSlider } from '../../../shared/ValueSlider';
import { BackgroundControls } from './BackgroundControls';
import { PosterPreview } from './PosterPreview';
import {
  TEMPLATES,
  TEMPLATE_IDS,
  TEXT_IDS,
  defaultPoster,
  drawPoster,
  isPoster,
  withQr,
  type ElementId,
  type Poster,
  type StoredPoster,
  type TemplateId,
} from './poster';
import { QrControls } from './QrControls';
import { qrBitmap, qrRequest, useQrImage } from './qrImage';
import { TextControls } from './TextControls';
import './poster.css';

const NS = 'poster-generator';

export default function PosterGeneratorTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const defaults = () =>
    defaultPoster({
      title: t('defaults.title'),
      subtitle: t('defaults.subtitle'),
      body: t('defaults.body'),
    });
  const [stored, setPoster] = usePersistentState<StoredPoster>(
    `${NS}:poster`,
    defaults(),
    isPoster,
  );
  const poster = withQr(stored);
  const { width, height } = TEMPLATES[poster.template];
  const qr = useQrImage(qrRequest(poster.qr, width));
  const [photo, setPhoto] = useState<LoadedImage | null>(null);
  const [picture, setPicture] = useState<LoadedImage | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [exporting, setExporting] = useState(false);
  const assets = useMemo(
    () => ({ photo: photo?.bitmap ?? null, picture: picture?.bitmap ?? null, qr: qr.bitmap }),
    [photo, picture, qr.bitmap],
  );
  useEffect(() => () => photo?.bitmap.close(), [photo]);
  useEffect(() => () => picture?.bitmap.close(), [picture]);

  const update = (patch: Partial<Poster>) => setPoster({ ...poster, ...patch });

  function move(id: ElementId, x: number, y: number) {
    if (id === 'picture') update({ picture: { ...poster.picture, x, y } });
    else if (id === 'qr') update({ qr: { ...poster.qr, x, y } });
    else update({ [id]: { ...poster[id], x, y } });
  }

  async function exportPng() {
    setExporting(true);
    setError(null);
    let code: ImageBitmap | null = null;
    try {
      const { dpi } = TEMPLATES[poster.template];
      // The QR code is made anew at the export's size (never the preview's bitmap scaled up).
      const request = qrRequest(poster.qr, width);
      code = request ? await qrBitmap(request) : null;
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new ToolError('image.out_of_memory');
      drawPoster(ctx, poster, { ...assets, qr: code }, width, height);
      let bytes = await encodeCanvas(canvas, 'image/png');
      if (dpi) bytes = await imageSetDpi(bytes, dpi);
      downloadFile(
        bytes as Uint8Array<ArrayBuffer>,
        `${t('fileName')}-${t(`fileTemplates.${poster.template}`)}-${width}x${height}.png`,
        MIME.png,
      );
    } catch (e) {
      setError(toToolError(e));
    } finally {
      code?.close();
      setExporting(false);
    }
  }

  return (
    <Row gutter={[32, 24]}>
      <Col xs={24} lg={11}>
        <Flex vertical gap={8} align="center">
          <PosterPreview poster={poster} assets={assets} onMove={move} />
          <Typography.Text type="secondary">{t('dragHint')}</Typography.Text>
        </Flex>
      </Col>
      <Col xs={24} lg={13}>
        <Flex vertical gap={20}>
          <Form.Item label={t('template')} htmlFor="poster-template" style={{ margin: 0 }}>
            <Select
              id="poster-template"
              value={poster.template}
              style={{ width: '100%', maxWidth: 320 }}
              onChange={(v: TemplateId) => update({ template: v })}
              options={TEMPLATE_IDS.map((id) => ({
                value: id,
                label: t(`templates.${id}`, TEMPLATES[id]),
              }))}
            />
          </Form.Item>
          <section aria-label={t('background')}>
            <Typography.Title level={2} className="tool-subheading">
              {t('background')}
            </Typography.Title>
            <BackgroundControls
              background={poster.background}
              onChange={(background) => update({ background })}
              photoName={photo?.file.name ?? null}
              onPhoto={(img) => {
                setError(null);
                setPhoto(img);
              }}
              onError={setError}
            />
          </section>
          <section aria-label={t('texts')}>
            <Typography.Title level={2} className="tool-subheading">
              {t('texts')}
            </Typography.Title>
            <Flex vertical gap={16}>
              {TEXT_IDS.map((id) => (
                <TextControls
                  key={id}
                  id={id}
                  element={poster[id]}
                  onChange={(el) => update({ [id]: el })}
                />
              ))}
            </Flex>
          </section>
          <section aria-label={t('elements.picture')}>
            <Typography.Title level={2} className="tool-subheading">
              {t('elements.picture')}
            </Typography.Title>
            <Flex vertical gap={8}>
              <ImageInput
                compact
                pasteFromPage={false}
                onLoad={(img) => {
                  setError(null);
                  setPicture(img);
                }}
                onError={setError}
                label={
                  picture ? t('pictureChosen', { name: picture.file.name }) : t('choosePicture')
                }
                hint={t('pictureHint')}
                testId="poster-picture-input"
              />
              {picture && (
                <Flex wrap gap={12} align="center">
                  <ValueSlider
                    className="poster-size"
                    label={t('pictureSize')}
                    min={5}
                    max={90}
                    value={Math.round(poster.picture.size * 100)}
                    format={(v) => `${v}%`}
                    onChange={(v) => update({ picture: { ...poster.picture, size: v / 100 } })}
                  />
                  <Button icon={<DeleteOutlined aria-hidden />} onClick={() => setPicture(null)}>
                    {t('removePicture')}
                  </Button>
                </Flex>
              )}
            </Flex>
          </section>
          <section aria-label={t('elements.qr')}>
            <Typography.Title level={2} className="tool-subheading">
              {t('elements.qr')}
            </Typography.Title>
            <QrControls qr={poster.qr} onChange={(q) => update({ qr: q })} error={qr.error} />
          </section>
          {error && <Alert type="error" showIcon title={errorText(error)} />}
          <Space wrap>
            <Button
              type="primary"
              icon={<DownloadOutlined aria-hidden />}
              loading={exporting}
              onClick={() => void exportPng()}
            >
              {t('export', { width, height })}
            </Button>
            {/* Starting over throws the texts away: ask first. */}
            <Popconfirm
              title={t('resetConfirm')}
              okText={t('resetOk')}
              cancelText={t('common:actions.cancel')}
              onConfirm={() => setPoster({ ...defaults(), template: poster.template })}
            >
              <Button icon={<UndoOutlined aria-hidden />}>{t('reset')}</Button>
            </Popconfirm>
          </Space>
        </Flex>
      </Col>
    </Row>
  );
}
