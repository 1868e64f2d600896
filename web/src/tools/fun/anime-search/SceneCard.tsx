/** One result: titles, episode and time range, similarity, and trace.moe's preview image/video. */
import { useTranslation } from 'react-i18next';
import { LIKELY, clock, type Scene } from './search';
import '../../../shared/lightTag.css';

export function SceneCard({ scene }: { scene: Scene }) {
  const { t } = useTranslation('anime-search');
  const { native, romaji, english } = scene.title;
  const main = native ?? romaji ?? english ?? t('untitled');
  const percent = (scene.similarity * 100).toFixed(1);
  const likely = scene.similarity >= LIKELY;
  const showMedia = !scene.isAdult;
  return (
    <article className="anime-card" data-testid="anime-result">
      {showMedia && (scene.video || scene.image) && (
        <div className="anime-media">
          {scene.image && (
            <img
              className="anime-preview"
              src={scene.image}
              alt={t('previewAlt', { title: main })}
            />
          )}
          {scene.video && (
            <video
              className="anime-preview"
              src={scene.video}
              controls
              muted
              playsInline
              preload="none"
              aria-label={t('videoLabel', { title: main })}
            />
          )}
        </div>
      )}
      <div className="anime-facts">
        <h2 className="tool-subheading anime-title" data-testid="anime-title">
          {main}
        </h2>
        {romaji && romaji !== main && <p>{romaji}</p>}
        {english && english !== main && <p>{english}</p>}
        <p data-testid="anime-episode">
          {scene.episode ? t('episode', { episode: scene.episode }) : t('noEpisode')}
          {' · '}
          {t('timeRange', { from: clock(scene.from), to: clock(scene.to) })}
        </p>
        <div className="anime-tags">
          <span
            className={`light-tag ${likely ? 'light-tag-success' : 'light-tag-warning'}`}
            data-testid="anime-similarity"
          >
            {t('similarity', { percent })}
          </span>
          {!likely && (
            <span className="light-tag" data-testid="anime-unlikely">
              {t('unlikely')}
            </span>
          )}
          {scene.isAdult && <span className="light-tag anime-tag-adult">{t('adult')}</span>}
        </div>
      </div>
    </article>
  );
}
