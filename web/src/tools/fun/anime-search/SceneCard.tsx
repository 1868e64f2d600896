/** One result: titles, episode and time range, similarity, and trace.moe's preview image/video. */
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIKELY, clock, type Scene } from './search';

export function SceneCard({ scene }: { scene: Scene }) {
  const { t } = useTranslation('anime-search');
  const { native, romaji, english } = scene.title;
  const main = native ?? romaji ?? english ?? t('untitled');
  const percent = (scene.similarity * 100).toFixed(1);
  const likely = scene.similarity >= LIKELY;
  const showMedia = !scene.isAdult;
  return (
    <Card size="small" data-testid="anime-result">
      <Flex wrap gap={16}>
        {showMedia && (scene.video || scene.image) && (
          <Flex vertical gap={8} style={{ flex: '1 1 240px', maxWidth: 320 }}>
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
          </Flex>
        )}
        <Flex vertical gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography.Title
            level={2}
            className="tool-subheading"
            style={{ margin: 0 }}
            data-testid="anime-title"
          >
            {main}
          </Typography.Title>
          {romaji && romaji !== main && <Typography.Text>{romaji}</Typography.Text>}
          {english && english !== main && <Typography.Text>{english}</Typography.Text>}
          <Typography.Text data-testid="anime-episode">
            {scene.episode ? t('episode', { episode: scene.episode }) : t('noEpisode')}
            {' · '}
            {t('timeRange', { from: clock(scene.from), to: clock(scene.to) })}
          </Typography.Text>
          <Flex wrap gap={8} align="center">
            <Tag color={likely ? 'green' : 'orange'} data-testid="anime-similarity">
              {t('similarity', { percent })}
            </Tag>
            {!likely && <Tag data-testid="anime-unlikely">{t('unlikely')}</Tag>}
            {scene.isAdult && <Tag color="red">{t('adult')}</Tag>}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
