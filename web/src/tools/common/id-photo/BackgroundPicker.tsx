import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LightColorButton } from '../../../shared/LightColorButton';
import { BACKGROUNDS, BACKGROUND_IDS, type BackgroundId } from './sizes';
import '../../../shared/lightControls.css';

interface Props {
  value: BackgroundId;
  custom: string;
  onChange: (id: BackgroundId) => void;
  onCustomChange: (hex: string) => void;
}

/**
 * White, blue and red (the spec's three) plus a custom colour: a group of button-style radios,
 * each showing its colour, and for "Custom" the platform's colour picker beside them. On a phone
 * the four share one row (`.light-choices`), so none is left alone on a second line.
 */
export function BackgroundPicker({ value, custom, onChange, onCustomChange }: Props) {
  const { t } = useTranslation('id-photo');
  const name = useId();
  return (
    <fieldset className="light-field id-photo-field">
      <legend className="light-label">{t('background')}</legend>
      <div className="id-photo-background">
        <div className="light-choices">
          {BACKGROUND_IDS.map((id) => (
            <label key={id} className="light-choice id-photo-choice">
              <input
                type="radio"
                className="light-overlay-input"
                name={name}
                value={id}
                checked={value === id}
                onChange={() => onChange(id)}
              />
              <span
                aria-hidden
                className="id-photo-swatch"
                style={{ background: id === 'custom' ? custom : BACKGROUNDS[id] }}
              />
              {t(`backgrounds.${id}`)}
            </label>
          ))}
        </div>
        {value === 'custom' && (
          <LightColorButton label={t('customColour')} value={custom} onChange={onCustomChange} />
        )}
      </div>
    </fieldset>
  );
}
