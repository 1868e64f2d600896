/** The watermark's options: text or logo, size, colour, opacity, rotation, position or tiling. */
import { ColorPicker, Flex, Form, Input, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ValueSlider } from '../../../shared/ValueSlider';
import type { Anchor, ToolError, WatermarkSpec } from '../../../core';
import { ImageInput } from '../../../shared/ImageInput';
import type { LoadedImage } from '../../../shared/imageFile';
import { ANCHORS } from './spec';
import '../../../shared/fitChoices.css';

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
    <ValueSlider
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

export function WatermarkControls({ spec, onChange, logoName, onLogo, onError }: Props) {
  const { t } = useTranslation('watermark');
  const set = (patch: Partial<WatermarkSpec>) => onChange({ ...spec, ...patch });
  return (
    <Form layout="vertical" className="watermark-controls">
      <Form.Item label={t('kind')}>
        <Radio.Group
          className="fit-choices"
          value={spec.kind}
          optionType="button"
          aria-label={t('kind')}
          onChange={(e) => set({ kind: e.target.value as WatermarkSpec['kind'] })}
          options={[
            { value: 'text', label: t('kinds.text') },
            { value: 'image', label: t('kinds.image') },
          ]}
        />
      </Form.Item>
      {spec.kind === 'text' ? (
        <>
          <Form.Item label={t('text')} htmlFor="watermark-text">
            <Input
              id="watermark-text"
              value={spec.text}
              maxLength={200}
              onChange={(e) => set({ text: e.target.value })}
            />
          </Form.Item>
          <Flex wrap gap="0 24px">
            <Percent
              label={t('fontSize')}
              value={spec.fontSize}
              min={1}
              max={30}
              onChange={(fontSize) => set({ fontSize })}
            />
            <Form.Item label={t('colour')}>
              <ColorPicker
                value={spec.colour}
                disabledAlpha
                showText
                aria-label={t('colour')}
                onChangeComplete={(c) => set({ colour: c.toHexString().slice(0, 7) })}
              />
            </Form.Item>
          </Flex>
        </>
      ) : (
        <>
          <Form.Item label={t('logo')}>
            <ImageInput
              compact
              pasteFromPage={false}
              onLoad={onLogo}
              onError={onError}
              label={logoName ? t('logoChosen', { name: logoName }) : t('chooseLogo')}
              hint={t('logoHint')}
              testId="watermark-logo-input"
            />
          </Form.Item>
          <Percent
            label={t('logoSize')}
            value={spec.logoSize}
            min={3}
            max={80}
            onChange={(logoSize) => set({ logoSize })}
          />
        </>
      )}
      <Flex wrap gap="0 24px">
        <Percent
          label={t('opacity')}
          value={spec.opacity}
          min={5}
          max={100}
          onChange={(opacity) => set({ opacity })}
        />
        <ValueSlider
          className="watermark-slider"
          label={t('rotation')}
          min={-90}
          max={90}
          value={spec.rotation}
          format={(v) => `${v}°`}
          onChange={(rotation) => set({ rotation })}
        />
      </Flex>
      <Form.Item label={t('tiled')}>
        <Switch checked={spec.tiled} aria-label={t('tiled')} onChange={(tiled) => set({ tiled })} />
      </Form.Item>
      {spec.tiled ? (
        <Percent
          label={t('gap')}
          value={spec.gap}
          min={0}
          max={60}
          onChange={(gap) => set({ gap })}
        />
      ) : (
        <Form.Item label={t('position')}>
          <Radio.Group
            value={spec.anchor}
            aria-label={t('position')}
            className="watermark-anchors"
            onChange={(e) => set({ anchor: e.target.value as Anchor })}
          >
            {ANCHORS.map((a) => (
              <Radio.Button
                key={a}
                value={a}
                aria-label={t(`anchors.${a}`)}
                title={t(`anchors.${a}`)}
              >
                <span aria-hidden className={`watermark-dot watermark-dot-${a}`} />
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
      )}
    </Form>
  );
}
