/** Look of the code: QR error correction, size and margin; bar width and height; colours. */
import { Checkbox, ColorPicker, Flex, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QrEcLevel } from '../../../core';
import type { Logo } from './logo';
import { LogoPicker } from './LogoPicker';
import { EC_LEVELS, LIMITS, NS, type CodeStyle, type Kind } from './options';

interface Props {
  kind: Kind;
  style: CodeStyle;
  onStyle: (style: CodeStyle) => void;
  logo: Logo | null;
  onLogo: (logo: Logo | null) => void;
}

export function CodeOptions({ kind, style, onStyle, logo, onLogo }: Props) {
  const { t } = useTranslation(NS);
  const set = <K extends keyof CodeStyle>(key: K, value: CodeStyle[K]) =>
    onStyle({ ...style, [key]: value });
  const number = (key: 'size' | 'margin' | 'moduleWidth' | 'barHeight', unit: string) => (
    <Form.Item label={t(`options.${key}`)} htmlFor={`code-${key}`}>
      <InputNumber
        id={`code-${key}`}
        min={LIMITS[key][0]}
        max={LIMITS[key][1]}
        precision={0}
        value={style[key]}
        // An emptied field keeps the last value rather than generating nothing.
        onChange={(value) => value !== null && set(key, value)}
        suffix={unit}
        style={{ width: 140 }}
      />
    </Form.Item>
  );
  return (
    <Flex wrap gap="0 24px" align="flex-start">
      {kind === 'qr' ? (
        <>
          <Form.Item
            label={t('options.ecLevel')}
            htmlFor="code-ec-level"
            // A logo hides part of the code: level H is needed, the user's own level waits.
            extra={
              logo && (
                <span data-testid="ec-forced">{t('logo.ecForced', { level: style.ecLevel })}</span>
              )
            }
            style={{ maxWidth: 320 }}
          >
            <Select
              id="code-ec-level"
              value={logo ? 'H' : style.ecLevel}
              disabled={logo !== null}
              onChange={(value: QrEcLevel) => set('ecLevel', value)}
              options={EC_LEVELS.map((l) => ({ value: l, label: t(`ecLevels.${l}`) }))}
              style={{ width: 220 }}
            />
          </Form.Item>
          {number('size', t('options.px'))}
          {number('margin', t('options.modules'))}
          <LogoPicker logo={logo} onLogo={onLogo} />
        </>
      ) : (
        <>
          {number('moduleWidth', t('options.px'))}
          {number('barHeight', t('options.px'))}
          <Form.Item label={t('options.text')}>
            <Checkbox checked={style.showText} onChange={(e) => set('showText', e.target.checked)}>
              {t('options.showText')}
            </Checkbox>
          </Form.Item>
        </>
      )}
      {(['foreground', 'background'] as const).map((key) => (
        <Form.Item key={key} label={t(`options.${key}`)}>
          <ColorPicker
            value={style[key]}
            disabledAlpha
            showText
            format="hex"
            aria-label={t(`options.${key}`)}
            onChange={(color) => set(key, color.toHexString().toUpperCase())}
          />
        </Form.Item>
      ))}
    </Flex>
  );
}
