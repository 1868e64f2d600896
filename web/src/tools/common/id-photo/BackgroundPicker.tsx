import { ColorPicker, Flex, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { BACKGROUNDS, BACKGROUND_IDS, type BackgroundId } from './sizes';
import '../../../shared/fitChoices.css';

interface Props {
  value: BackgroundId;
  custom: string;
  onChange: (id: BackgroundId) => void;
  onCustomChange: (hex: string) => void;
}

/** White, blue and red (the spec's three) plus a custom colour. */
export function BackgroundPicker({ value, custom, onChange, onCustomChange }: Props) {
  const { t } = useTranslation('id-photo');
  return (
    <Flex wrap gap={12} align="center">
      <Radio.Group
        value={value}
        onChange={(e) => onChange(e.target.value as BackgroundId)}
        aria-label={t('background')}
        // On a phone the four share one row ("Custom" alone on a second line before).
        className="fit-choices"
        optionType="button"
        options={BACKGROUND_IDS.map((id) => ({
          value: id,
          label: (
            <span className="id-photo-swatch-label">
              <span
                aria-hidden
                className="id-photo-swatch"
                style={{ background: id === 'custom' ? custom : BACKGROUNDS[id] }}
              />
              {t(`backgrounds.${id}`)}
            </span>
          ),
        }))}
      />
      {value === 'custom' && (
        <ColorPicker
          value={custom}
          disabledAlpha
          format="hex"
          showText
          aria-label={t('customColour')}
          onChangeComplete={(c) => onCustomChange(c.toHexString().slice(0, 7).toLowerCase())}
        />
      )}
    </Flex>
  );
}
