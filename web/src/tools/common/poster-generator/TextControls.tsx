import { Checkbox, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorButton } from '../../../shared/ColorButton';
import { ValueSlider } from '../../../shared/ValueSlider';
import type { TextElement, TextId } from './poster';

interface Props {
  id: TextId;
  element: TextElement;
  onChange: (el: TextElement) => void;
}

/** Text, size, colour and weight of one text element. */
export function TextControls({ id, element: el, onChange }: Props) {
  const { t } = useTranslation('poster-generator');
  const set = (patch: Partial<TextElement>) => onChange({ ...el, ...patch });
  const name = t(`elements.${id}`);
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>{name}</Typography.Text>
      {id === 'body' ? (
        <Input.TextArea
          aria-label={name}
          value={el.text}
          rows={3}
          maxLength={2000}
          onChange={(e) => set({ text: e.target.value })}
        />
      ) : (
        <Input
          aria-label={name}
          value={el.text}
          maxLength={200}
          onChange={(e) => set({ text: e.target.value })}
        />
      )}
      <Flex wrap gap={12} align="center">
        <ValueSlider
          className="poster-size"
          label={t('fontSize', { name })}
          min={15}
          max={200}
          value={Math.round(el.size * 1000)}
          onChange={(v) => set({ size: v / 1000 })}
        />
        <ColorButton
          label={t('textColour', { name })}
          value={el.colour}
          onChange={(colour) => set({ colour })}
        />
        <Checkbox checked={el.bold} onChange={(e) => set({ bold: e.target.checked })}>
          {t('bold')}
        </Checkbox>
      </Flex>
    </Flex>
  );
}
