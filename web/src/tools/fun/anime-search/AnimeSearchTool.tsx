/**
 * Anime scene search: a screenshot (picked, dropped or pasted through the shared image input,
 * optionally cropped) is sent through our server to trace.moe, which names the anime, episode
 * and moment. The page says so before anything is sent, and whether the free quota is shared.
 * Drawn with the shell's light controls (no antd on this page).
 */
import warningSvg from '@ant-design/icons-svg/inline-svg/filled/exclamation-circle.svg?raw';
import inboxSvg from '@ant-design/icons-svg/inline-svg/outlined/inbox.svg?raw';
import scissorSvg from '@ant-design/icons-svg/inline-svg/outlined/scissor.svg?raw';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoCircleFilled, SearchOutlined } from '../../../app/icons';
import type { ToolError } from '../../../core';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { ImageInput } from '../../../shared/ImageInput';
import type { LoadedImage } from '../../../shared/imageFile';
import { lightIcon } from '../../../shared/lightIcon';
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
import '../../../shared/lightControls.css';
import './anime.css';

const NS = 'anime-search';

const ExclamationCircleFilled = lightIcon(warningSvg, 'ExclamationCircleFilled');
const InboxOutlined = lightIcon(inboxSvg, 'InboxOutlined');
const ScissorOutlined = lightIcon(scissorSvg, 'ScissorOutlined');

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

  // A picture that could not be read replaces the one before it: none is left selected, so
  // "Search" cannot send the earlier picture while the page shows this error.
  const fail = (e: ToolError) => {
    running.current?.abort();
    setBusy(false);
    setShot(null);
    setCrop(null);
    setAnswer(null);
    setError(null);
    setInputError(e);
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
    <div className="anime-tool">
      <div className="notice notice-info anime-note" data-testid="anime-notice">
        <InfoCircleFilled className="notice-icon" aria-hidden />
        <div className="notice-text">
          <p className="anime-note-title">{t('notice')}</p>
          <p>{keyed ? t('keyed') : t('sharedQuota')}</p>
        </div>
      </div>
      <ImageInput
        onLoad={load}
        onError={fail}
        compact={!!shot}
        label={shot ? t('another') : undefined}
        hint={t('hint')}
        testId="anime-input"
      />
      {inputError && <ErrorNotice text={errorText(inputError)} />}
      {shot && (
        <div className="anime-shot">
          <p className="anime-secondary">
            <ScissorOutlined aria-hidden />{' '}
            {crop ? t('cropped', { width: crop.width, height: crop.height }) : t('cropHint')}
          </p>
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
          <div className="light-actions">
            <button
              type="button"
              className="button button-primary"
              aria-busy={busy}
              onClick={() => !busy && void run()}
            >
              {busy ? (
                <span className="spinner spinner-inline" aria-hidden />
              ) : (
                <SearchOutlined aria-hidden />
              )}
              {busy ? t('searching') : t('search')}
            </button>
            {crop && (
              <button type="button" className="button" onClick={() => setCrop(null)}>
                {t('clearCrop')}
              </button>
            )}
          </div>
        </div>
      )}
      {error && <ErrorNotice text={message(error)} testId="anime-error" />}
      {answer && answer.results.length === 0 && (
        <div className="anime-empty" data-testid="anime-empty">
          <InboxOutlined className="anime-empty-icon" aria-hidden />
          <p>{t('noResult')}</p>
        </div>
      )}
      {answer && answer.results.length > 0 && (
        <div className="anime-results" data-testid="anime-results">
          {answer.results.every((r) => r.similarity < 0.9) && (
            <div className="notice notice-warning" role="status">
              <ExclamationCircleFilled className="notice-icon" aria-hidden />
              <span className="notice-text">{t('allUnlikely')}</span>
            </div>
          )}
          {answer.results.map((scene, i) => (
            <SceneCard key={i} scene={scene} />
          ))}
          <p className="anime-secondary">{t('credit')}</p>
        </div>
      )}
    </div>
  );
}
