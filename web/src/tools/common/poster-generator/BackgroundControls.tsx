import { ColorPicker, Flex, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ToolError } from '../../../core';
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

const hex = (c: { toHexString(): string }) => c.toHexString().slice(0, 7);

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
        <ColorPicker
          value={bg.colour}
          disabledAlpha
          showText
          aria-label={t('backgroundColour')}
          onChangeComplete={(c) => set({ colour: hex(c) })}
        />
      )}
      {bg.kind === 'gradient' && (
        <Flex wrap gap={12} align="center">
          <ColorPicker
            value={bg.from}
            disabledAlpha
            showText
            aria-label={t('gradientFrom')}
            onChangeComplete={(c) => set({ from: hex(c) })}
          />
          <ColorPicker
            value={bg.to}
            disabledAlpha
            showText
            aria-label={t('gradientTo')}
            onChangeComplete={(c) => set({ to: hex(c) })}
          />
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
