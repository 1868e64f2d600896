import { Flex, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ToolError } from '../../../core';
import { ColorButton } from '../../../shared/ColorButton';
import { ImageInput } from '../../../shared/ImageInput';
import { ValueSlider } from '../../../shared/ValueSlider';
import type { LoadedImage } from '../../../shared/imageFile';
import { BACKGROUND_KINDS, type BackgroundKind, type Poster } from './poster';
import '../../../shared/fitChoices.css';

interface Props {
  background: Poster['background'];
  onChange: (bg: Poster['background']) => void;
  photoName: string | null;
  onPhoto: (image: LoadedImage) => void;
  onError: (error: ToolError) => void;
}

export function BackgroundControls({
  background: bg,
  onChange,
  photoName,
  onPhoto,
  onError,
}: Props) {
  const { t } = useTranslation('poster-generator');
  const set = (patch: Partial<Poster['background']>) => onChange({ ...bg, ...patch });
  return (
    <Flex vertical gap={12}>
      <Radio.Group
        className="fit-choices"
        value={bg.kind}
        optionType="button"
        aria-label={t('background')}
        onChange={(e) => set({ kind: e.target.value as BackgroundKind })}
        options={BACKGROUND_KINDS.map((k) => ({ value: k, label: t(`backgrounds.${k}`) }))}
      />
      {bg.kind === 'colour' && (
        <ColorButton
          label={t('backgroundColour')}
          value={bg.colour}
          onChange={(v) => set({ colour: v })}
        />
      )}
      {bg.kind === 'gradient' && (
        <Flex wrap gap={12} align="center">
          <ColorButton
            label={t('gradientFrom')}
            value={bg.from}
            onChange={(v) => set({ from: v })}
          />
          <ColorButton label={t('gradientTo')} value={bg.to} onChange={(v) => set({ to: v })} />
          <ValueSlider
            className="poster-size"
            label={t('angle')}
            min={0}
            max={359}
            value={bg.angle}
            format={(v) => `${v}°`}
            onChange={(v) => set({ angle: v })}
          />
        </Flex>
      )}
      {bg.kind === 'photo' && (
        <Flex vertical gap={8}>
          <ImageInput
            compact
            pasteFromPage
            onLoad={onPhoto}
            onError={onError}
            label={photoName ? t('photoChosen', { name: photoName }) : t('choosePhoto')}
            testId="poster-photo-input"
          />
          <ValueSlider
            className="poster-size"
            label={t('dim')}
            min={0}
            max={70}
            value={Math.round(bg.dim * 100)}
            format={(v) => `${v}%`}
            onChange={(v) => set({ dim: v / 100 })}
          />
        </Flex>
      )}
    </Flex>
  );
}
