/**
 * ID photo background: pick a photo, choose white, blue, red or a custom colour, press Change.
 * The person is segmented in the worker (Rust/wasm, with progress); the original and the
 * result are shown side by side; a standard size can be cut with a movable frame; the result
 * downloads as JPEG or PNG with its size and 300 dpi written in the file.
 */
import { DownloadOutlined, SwapOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Col,
  Flex,
  Form,
  Progress,
  Row,
  Select,
  Slider,
  Space,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, type ExportFormat, type IdPhotoReport, type Rect } from '../../../core';
import { BitmapCanvas } from '../../../shared/BitmapCanvas';
import { MIME, downloadFile } from '../../../shared/download';
import { ImageInput } from '../../../shared/ImageInput';
import type { LoadedImage } from '../../../shared/imageFile';
import { useErrorText } from '../../../shared/useErrorText';
import { isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import { BackgroundPicker } from './BackgroundPicker';
import { CropPreview } from './CropPreview';
import {
  BACKGROUNDS,
  BACKGROUND_IDS,
  DPI,
  SIZES,
  SIZE_IDS,
  initialFrame,
  isHexColour,
  zoomFrame,
  type BackgroundId,
  type SizeId,
} from './sizes';
import { useIdPhoto } from './useIdPhoto';
import './idPhoto.css';

const NS = 'id-photo';

export default function IdPhotoTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [loading, setLoading] = useState(false);
  const [background, setBackground] = usePersistentState<BackgroundId>(
    `${NS}:background`,
    'blue',
    isOneOf(BACKGROUND_IDS),
  );
  const [custom, setCustom] = usePersistentState(`${NS}:custom`, '#6fa8dc', isHexColour);
  const [size, setSize] = usePersistentState<SizeId>(`${NS}:size`, 'inch1', isOneOf(SIZE_IDS));
  const photo = useIdPhoto();
  const { result, busy } = photo;
  const colour = background === 'custom' ? custom : BACKGROUNDS[background];
  const target = size === 'original' ? null : SIZES[size];

  // Once there is a result, a new colour applies at once (no new segmentation needed).
  useEffect(() => {
    if (result && !busy && result.colour !== colour) void photo.recolour(result, colour);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [colour, result, busy]);

  // The crop frame the user placed, for this result (its report survives a new colour) and size;
  // a new result or size starts from the suggested frame.
  const [placed, setPlaced] = useState<{
    report: IdPhotoReport;
    size: SizeId;
    frame: Rect;
    zoom: number;
  } | null>(null);
  const current =
    result && target && placed?.report === result.report && placed.size === size ? placed : null;
  const zoom = current?.zoom ?? 1;
  const frame =
    result && target
      ? (current?.frame ??
        initialFrame(result.width, result.height, target, 1, result.report.personBox))
      : null;
  const setFrame = (next: Rect, nextZoom = zoom) =>
    result && setPlaced({ report: result.report, size, frame: next, zoom: nextZoom });

  useEffect(() => () => image?.bitmap.close(), [image]);

  function onLoad(next: LoadedImage) {
    photo.clear();
    setImage(next);
  }

  function change() {
    if (!image) {
      photo.setError(new ToolError('image.no_photo'));
      return;
    }
    void photo.process(image, colour);
  }

  async function download(format: ExportFormat) {
    if (!result) return;
    const crop = target ? frame : null;
    const bytes = await photo.exportAs(result, {
      format,
      quality: 95,
      dpi: DPI,
      crop,
      size: target,
    });
    if (!bytes) return;
    const w = target?.width ?? result.width;
    const h = target?.height ?? result.height;
    const name = background === 'custom' ? custom.slice(1) : t(`fileColours.${background}`);
    const ext = format === 'jpeg' ? 'jpg' : 'png';
    downloadFile(
      bytes as Uint8Array<ArrayBuffer>,
      `${t('fileName')}-${name}-${w}x${h}.${ext}`,
      format === 'jpeg' ? 'image/jpeg' : MIME.png,
    );
  }

  const outW = target?.width ?? result?.width ?? 0;
  const outH = target?.height ?? result?.height ?? 0;
  return (
    <Flex vertical gap={16}>
      <ImageInput
        onLoad={onLoad}
        onError={(e) => photo.setError(e)}
        onBusy={setLoading}
        compact={!!image}
        label={image ? t('another') : undefined}
        disabled={busy}
        testId="id-photo-input"
      />
      {image && (
        <Typography.Text type="secondary" data-testid="id-photo-file">
          {t('fileInfo', { name: image.file.name, width: image.width, height: image.height })}
        </Typography.Text>
      )}

      <Form layout="vertical" className="id-photo-options">
        <Form.Item label={t('background')}>
          <BackgroundPicker
            value={background}
            custom={custom}
            onChange={setBackground}
            onCustomChange={setCustom}
          />
        </Form.Item>
        <Form.Item label={t('size')} htmlFor="id-photo-size">
          <Select
            id="id-photo-size"
            value={size}
            onChange={setSize}
            style={{ width: 280 }}
            options={SIZE_IDS.map((id) => ({
              value: id,
              label:
                id === 'original'
                  ? t('sizes.original')
                  : t(`sizes.${id}`, { width: SIZES[id].width, height: SIZES[id].height }),
            }))}
          />
        </Form.Item>
      </Form>

      <Space wrap>
        <Button
          type="primary"
          icon={<SwapOutlined aria-hidden />}
          onClick={change}
          loading={busy && photo.progress !== null}
          disabled={loading || (busy && photo.progress === null)}
        >
          {t('change')}
        </Button>
        {busy && photo.progress !== null && (
          <Button onClick={photo.cancel}>{t('common:actions.cancel')}</Button>
        )}
      </Space>
      {photo.progress !== null && (
        <Progress
          percent={Math.round(photo.progress * 100)}
          status="active"
          aria-label={t('progress')}
          data-testid="id-photo-progress"
        />
      )}
      {photo.error && (
        <Alert type="error" showIcon title={errorText(photo.error)} data-testid="id-photo-error" />
      )}
      {result && !result.report.plain && <Alert type="warning" showIcon title={t('notPlain')} />}

      {image && (
        <Row gutter={[24, 16]}>
          <Col xs={24} md={12}>
            <Typography.Title level={2} className="tool-subheading">
              {t('original')}
            </Typography.Title>
            <BitmapCanvas
              bitmap={image.bitmap}
              label={t('original')}
              testId="id-photo-original"
              className="id-photo-canvas"
            />
          </Col>
          <Col xs={24} md={12}>
            <Typography.Title level={2} className="tool-subheading">
              {t('result')}
            </Typography.Title>
            {result ? (
              <CropPreview
                preview={result.preview}
                width={result.width}
                height={result.height}
                frame={frame}
                onFrame={setFrame}
              />
            ) : (
              <div className="id-photo-placeholder">{t('resultPlaceholder')}</div>
            )}
            {result && target && frame && (
              <Form.Item label={t('frameSize')} className="id-photo-zoom">
                <Slider
                  min={30}
                  max={100}
                  value={Math.round(zoom * 100)}
                  tooltip={{ formatter: (v) => `${v}%` }}
                  ariaLabelForHandle={t('frameSize')}
                  onChange={(v) =>
                    setFrame(
                      zoomFrame(frame, result.width, result.height, target, v / 100),
                      v / 100,
                    )
                  }
                />
              </Form.Item>
            )}
          </Col>
        </Row>
      )}

      {result && (
        <Flex vertical gap={8}>
          <Typography.Text data-testid="id-photo-output">
            {t('output', { width: outW, height: outH, dpi: DPI })}
            {target && ` · ${t('dragHint')}`}
          </Typography.Text>
          <Space wrap>
            <Button
              type="primary"
              icon={<DownloadOutlined aria-hidden />}
              disabled={busy}
              onClick={() => void download('jpeg')}
            >
              {t('downloadJpeg')}
            </Button>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              disabled={busy}
              onClick={() => void download('png')}
            >
              {t('downloadPng')}
            </Button>
          </Space>
        </Flex>
      )}
    </Flex>
  );
}
