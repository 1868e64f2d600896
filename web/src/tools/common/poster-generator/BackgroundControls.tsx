import { useTranslation } from 'react-i18next';
import type { ToolError } from '../../../core';
import { ImageInput } from '../../../shared/ImageInput';
import type { LoadedImage } from '../../../shared/imageFile';
import { LightSlider } from '../../../shared/LightSlider';
import { ColourField } from './ColourField';
import { BACKGROUND_KINDS, type Poster } from './poster';
import { RadioOptions } from '../../../shared/LightChoices';

interface Props {
  background: Poster['background'];
  onChange: (bg: Poster['background']) => void;
  photoName: string | null;
  onPhoto: (image: LoadedImage) => void;
  onError: (error: ToolError) => void;
}

/** The background's kind (button-style radios named by the section's heading) and settings. */
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
    <div className="poster-stack poster-stack-tight">
      <fieldset className="light-field poster-field" aria-labelledby="poster-background-title">
        <div className="light-choices">
          <RadioOptions
            name="poster-background"
            value={bg.kind}
            options={BACKGROUND_KINDS}
            label={(k) => t(`backgrounds.${k}`)}
            onChange={(kind) => set({ kind })}
          />
        </div>
      </fieldset>
      {bg.kind === 'colour' && (
        <div className="poster-row">
          <ColourField
            caption={t('backgroundColour')}
            label={t('backgroundColour')}
            value={bg.colour}
            onChange={(v) => set({ colour: v })}
          />
        </div>
      )}
      {bg.kind === 'gradient' && (
        <div className="poster-row">
          <ColourField
            caption={t('gradientFromCaption')}
            label={t('gradientFrom')}
            value={bg.from}
            onChange={(v) => set({ from: v })}
          />
          <ColourField
            caption={t('gradientToCaption')}
            label={t('gradientTo')}
            value={bg.to}
            onChange={(v) => set({ to: v })}
          />
          <LightSlider
            className="poster-slider"
            label={t('angle')}
            min={0}
            max={359}
            value={bg.angle}
            format={(v) => `${v}°`}
            onChange={(v) => set({ angle: v })}
          />
        </div>
      )}
      {bg.kind === 'photo' && (
        <>
          <ImageInput
            compact
            pasteFromPage
            onLoad={onPhoto}
            onError={onError}
            label={photoName ? t('photoChosen', { name: photoName }) : t('choosePhoto')}
            testId="poster-photo-input"
          />
          <LightSlider
            className="poster-slider"
            label={t('dim')}
            min={0}
            max={70}
            value={Math.round(bg.dim * 100)}
            format={(v) => `${v}%`}
            onChange={(v) => set({ dim: v / 100 })}
          />
        </>
      )}
    </div>
  );
}
