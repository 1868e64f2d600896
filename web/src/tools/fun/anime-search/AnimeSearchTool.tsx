/**
 * Anime scene search: a screenshot (picked, dropped or pasted through the shared image input,
 * optionally cropped) is sent through our server to trace.moe, which names the anime, episode
 * and moment. The page says so before anything is sent, and whether the free quota is shared.
 */
import { ScissorOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolError } from '../../../core';
import { ImageInput } from '../../../shared/ImageInput';
import type { LoadedImage } from '../../../shared/imageFile';
import { useErrorText } from '../../../shared/useErrorText';
import type { Rect } from '../../common/screenshot-tool/crop';
import { CropArea } from '../../common/screenshot-tool/CropArea';
import { SceneCard } from './SceneCard';
import {
  MAX_BYTES,
  SearchError,
  search,
  searchBody,
  serverKeyed,
  type AnimeAnswer,
} from './search';
import './anime.css';

const NS = 'anime-search';

interface Shot {
  image: LoadedImage;
  url: string;
}

export default function AnimeSearchTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [shot, setShot] = useState<Shot | null>(null);
  const [crop, setCrop] = useState<Rect | null>(null);
  const [answer, setAnswer] = useState<AnimeAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inputError, setInputError] = useState<ToolError | null>(null);
  const [busy, setBusy] = useState(false);
  const [keyed, setKeyed] = useState<boolean | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    serverKeyed().then((k) => live && setKeyed(k));
    return () => {
      live = false;
      running.current?.abort();
    };
  }, []);

  // Release the previous screenshot's memory when it is replaced or the tool closes.
  useEffect(
    () => () => {
      if (shot) {
        URL.revokeObjectURL(shot.url);
        shot.image.bitmap.close();
      }
    },
    [shot],
  );

  const load = (image: LoadedImage) => {
    setShot({ image, url: URL.createObjectURL(image.file) });
    setCrop(null);
    setAnswer(null);
    setError(null);
    setInputError(null);
  };

  const run = async () => {
    if (!shot) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    setError(null);
    setAnswer(null);
    try {
      const body = await searchBody(shot.image.file, shot.image.bitmap, crop);
      const found = await search(body, controller.signal);
      if (controller.signal.aborted) return;
      setAnswer(found);
      setKeyed(found.keyed);
    } catch (e) {
      if (controller.signal.aborted) return;
      setError(e instanceof SearchError ? e.code : 'unavailable');
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  };

  const message = (code: string) =>
    t(`errors.${code}`, { defaultValue: '', max: MAX_BYTES / 1024 / 1024 }) ||
    t('errors.unavailable');

  return (
    <Flex vertical gap={16}>
      <Alert
        type="info"
        showIcon
        data-testid="anime-notice"
        title={t('notice')}
        description={keyed ? t('keyed') : t('sharedQuota')}
      />
      <ImageInput
        onLoad={load}
        onError={setInputError}
        compact={!!shot}
        label={shot ? t('another') : undefined}
        hint={t('hint')}
        testId="anime-input"
      />
      {inputError && <Alert type="error" showIcon title={errorText(inputError)} />}
      {shot && (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            <ScissorOutlined aria-hidden />{' '}
            {crop ? t('cropped', { width: crop.width, height: crop.height }) : t('cropHint')}
          </Typography.Text>
          <CropArea
            src={shot.url}
            width={shot.image.width}
            height={shot.image.height}
            selection={crop}
            onSelect={setCrop}
            label={t('cropLabel')}
            alt={t('screenshotAlt')}
            classPrefix="anime"
          />
          <Space wrap>
            <Button
              type="primary"
              icon={<SearchOutlined aria-hidden />}
              loading={busy}
              onClick={run}
            >
              {busy ? t('searching') : t('search')}
            </Button>
            {crop && <Button onClick={() => setCrop(null)}>{t('clearCrop')}</Button>}
          </Space>
        </Flex>
      )}
      {error && <Alert type="error" showIcon title={message(error)} data-testid="anime-error" />}
      {answer && answer.results.length === 0 && (
        <Empty description={t('noResult')} data-testid="anime-empty" />
      )}
      {answer && answer.results.length > 0 && (
        <Flex vertical gap={12} data-testid="anime-results">
          {answer.results.every((r) => r.similarity < 0.9) && (
            <Alert type="warning" showIcon title={t('allUnlikely')} />
          )}
          {answer.results.map((scene, i) => (
            <SceneCard key={i} scene={scene} />
          ))}
          <Typography.Text type="secondary">{t('credit')}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
