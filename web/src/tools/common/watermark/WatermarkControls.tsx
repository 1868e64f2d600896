/**
 * The watermark's options: text or logo, size, colour, opacity, rotation, position or tiling.
 * Drawn with the shell's light controls (no antd): native radios, range inputs and colour input.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Anchor, ToolError, WatermarkSpec } from '../../../core';
import { ImageInput } from '../../../shared/ImageInput';
import type { LoadedImage } from '../../../shared/imageFile';
import { LightColorButton } from '../../../shared/LightColorButton';
import { LightSlider } from '../../../shared/LightSlider';
import { LightSwitch } from '../../../shared/LightSwitch';
import { ANCHORS } from './spec';
import '../../../shared/lightControls.css';
import { LightChoices } from '../../../shared/LightChoices';

const KINDS = ['text', 'image'] as const;

interface Props {
  spec: WatermarkSpec;
  onChange: (spec: WatermarkSpec) => void;
  logoName: string | null;
  onLogo: (image: LoadedImage) => void;
  onError: (error: ToolError) => void;
}

function Percent({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (v: number) => void;
}) {
  return (
    <LightSlider
      className="watermark-slider"
      label={label}
      min={min}
      max={max}
      value={Math.round(value * 100)}
      format={(v) => `${v}%`}
      onChange={(v) => onChange(v / 100)}
    />
  );
}

/**
 * The nine positions as one radio group laid out 3 × 3. The native radios give Left/Right
 * (and Tab into the chosen one); Up and Down move by a row, as the grid shows them.
 */
function AnchorGrid({ value, onChange }: { value: Anchor; onChange: (a: Anchor) => void }) {
  const { t } = useTranslation('watermark');
  const name = useId();
  const grid = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    const next = index + (e.key === 'ArrowDown' ? 3 : -3);
    if (next < 0 || next >= ANCHORS.length) return;
    onChange(ANCHORS[next]);
    grid.current?.querySelectorAll<HTMLInputElement>('input[type=radio]')[next]?.focus();
  };
  return (
    <fieldset className="light-field watermark-field">
      <legend className="light-label">{t('position')}</legend>
      <div className="watermark-anchors" ref={grid}>
        {ANCHORS.map((a, i) => (
          <label key={a} className="watermark-anchor" title={t(`anchors.${a}`)}>
            <input
              type="radio"
              className="light-overlay-input"
              name={name}
              value={a}
              checked={value === a}
              aria-label={t(`anchors.${a}`)}
              onChange={() => onChange(a)}
              onKeyDown={(e) => onKeyDown(e, i)}
            />
            <span aria-hidden className={`watermark-dot watermark-dot-${a}`} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function WatermarkControls({ spec, onChange, logoName, onLogo, onError }: Props) {
  const { t } = useTranslation('watermark');
  const id = useId();
  const set = (patch: Partial<WatermarkSpec>) => onChange({ ...spec, ...patch });
  return (
    <div className="watermark-controls">
      <LightChoices
        legend={t('kind')}
        className="watermark-field"
        name={`${id}-kind`}
        value={spec.kind}
        options={KINDS}
        label={(kind) => t(`kinds.${kind}`)}
        onChange={(kind) => set({ kind })}
      />
      {spec.kind === 'text' ? (
        <>
          <div className="light-field watermark-field">
            <label className="light-label" htmlFor={`${id}-text`}>
              {t('text')}
            </label>
            <input
              id={`${id}-text`}
              className="text-input light-input"
              value={spec.text}
              maxLength={200}
              onChange={(e) => set({ text: e.target.value })}
            />
          </div>
          <div className="watermark-row">
            <Percent
              label={t('fontSize')}
              value={spec.fontSize}
              min={1}
              max={30}
              onChange={(fontSize) => set({ fontSize })}
            />
            {/* The visible label wraps the colour box, so a click on it opens the picker too. */}
            <label className="light-field watermark-field watermark-colour">
              <span className="light-label">{t('colour')}</span>
              <LightColorButton
                label={t('colour')}
                value={spec.colour}
                onChange={(colour) => set({ colour })}
              />
            </label>
          </div>
        </>
      ) : (
        <>
          <div className="light-field watermark-field" role="group" aria-labelledby={`${id}-logo`}>
            <span className="light-label" id={`${id}-logo`}>
              {t('logo')}
            </span>
            <ImageInput
              compact
              pasteFromPage={false}
              onLoad={onLogo}
              onError={onError}
              label={logoName ? t('logoChosen', { name: logoName }) : t('chooseLogo')}
              hint={t('logoHint')}
              testId="watermark-logo-input"
            />
          </div>
          <Percent
            label={t('logoSize')}
            value={spec.logoSize}
            min={3}
            max={80}
            onChange={(logoSize) => set({ logoSize })}
          />
        </>
      )}
      <div className="watermark-row">
        <Percent
          label={t('opacity')}
          value={spec.opacity}
          min={5}
          max={100}
          onChange={(opacity) => set({ opacity })}
        />
        <LightSlider
          className="watermark-slider"
          label={t('rotation')}
          min={-90}
          max={90}
          value={spec.rotation}
          format={(v) => `${v}°`}
          onChange={(rotation) => set({ rotation })}
        />
      </div>
      <div className="light-field watermark-field">
        <LightSwitch label={t('tiled')} checked={spec.tiled} onChange={(tiled) => set({ tiled })} />
      </div>
      {spec.tiled ? (
        <Percent
          label={t('gap')}
          value={spec.gap}
          min={0}
          max={60}
          onChange={(gap) => set({ gap })}
        />
      ) : (
        <AnchorGrid value={spec.anchor} onChange={(anchor) => set({ anchor })} />
      )}
    </div>
  );
}
