import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LightSlider } from '../../../shared/LightSlider';
import { ColourField } from './ColourField';
import type { TextElement, TextId } from './poster';

interface Props {
  id: TextId;
  element: TextElement;
  onChange: (el: TextElement) => void;
}

/** Text, size, colour and weight of one text element. */
export function TextControls({ id, element: el, onChange }: Props) {
  const { t } = useTranslation('poster-generator');
  const field = useId();
  const set = (patch: Partial<TextElement>) => onChange({ ...el, ...patch });
  const name = t(`elements.${id}`);
  return (
    <div className="poster-text">
      <label className="light-label poster-text-name" htmlFor={field}>
        {name}
      </label>
      {id === 'body' ? (
        <textarea
          id={field}
          className="light-textarea"
          value={el.text}
          rows={3}
          maxLength={2000}
          onChange={(e) => set({ text: e.target.value })}
        />
      ) : (
        <input
          id={field}
          type="text"
          className="text-input light-input"
          value={el.text}
          maxLength={200}
          onChange={(e) => set({ text: e.target.value })}
        />
      )}
      <div className="poster-row">
        <LightSlider
          className="poster-slider"
          label={t('fontSize', { name })}
          min={15}
          max={200}
          value={Math.round(el.size * 1000)}
          onChange={(v) => set({ size: v / 1000 })}
        />
        <div className="poster-row poster-row-tight">
          <ColourField
            caption={t('colour')}
            label={t('textColour', { name })}
            value={el.colour}
            onChange={(colour) => set({ colour })}
          />
          <label className="light-check poster-bold">
            <input
              type="checkbox"
              checked={el.bold}
              onChange={(e) => set({ bold: e.target.checked })}
            />
            {t('bold')}
          </label>
        </div>
      </div>
    </div>
  );
}
