/** Look of the code: QR error correction, size and margin; bar width and height; colours. */
import { useTranslation } from 'react-i18next';
import type { QrEcLevel } from '../../../core';
import { ColorField, NumberField } from './fields';
import type { Logo } from './logo';
import { LogoPicker } from './LogoPicker';
import { EC_LEVELS, LIMITS, NS, type CodeStyle, type Kind } from './options';

interface Props {
  kind: Kind;
  style: CodeStyle;
  onStyle: (style: CodeStyle) => void;
  logo: Logo | null;
  onLogo: (logo: Logo | null) => void;
  /** The field a generation error is about (fields.tsx, fieldOf). */
  invalidField: string | null;
}

export function CodeOptions({ kind, style, onStyle, logo, onLogo, invalidField }: Props) {
  const { t } = useTranslation(NS);
  const set = <K extends keyof CodeStyle>(key: K, value: CodeStyle[K]) =>
    onStyle({ ...style, [key]: value });
  const number = (key: 'size' | 'margin' | 'moduleWidth' | 'barHeight', unit: string) => (
    <NumberField
      id={`code-${key}`}
      label={t(`options.${key}`)}
      unit={unit}
      value={style[key]}
      limits={LIMITS[key]}
      onValue={(value) => set(key, value)}
      invalid={invalidField === `code-${key}`}
    />
  );
  return (
    <div className="code-option-fields">
      {kind === 'qr' ? (
        <>
          <div className="light-field code-ec">
            <label className="light-label" htmlFor="code-ec-level">
              {t('options.ecLevel')}
            </label>
            <select
              id="code-ec-level"
              className="light-select code-ec-select"
              value={logo ? 'H' : style.ecLevel}
              disabled={logo !== null}
              onChange={(e) => set('ecLevel', e.target.value as QrEcLevel)}
              aria-describedby={logo ? 'code-ec-forced' : undefined}
            >
              {EC_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`ecLevels.${l}`)}
                </option>
              ))}
            </select>
            {/* A logo hides part of the code: level H is needed, the user's own level waits. */}
            {logo && (
              <p id="code-ec-forced" className="light-help" data-testid="ec-forced">
                {t('logo.ecForced', { level: style.ecLevel })}
              </p>
            )}
          </div>
          {number('size', t('options.px'))}
          {number('margin', t('options.modules'))}
          <LogoPicker logo={logo} onLogo={onLogo} />
        </>
      ) : (
        <>
          {number('moduleWidth', t('options.px'))}
          {number('barHeight', t('options.px'))}
          <fieldset className="light-field">
            <legend className="light-label">{t('options.text')}</legend>
            <label className="light-check">
              <input
                type="checkbox"
                checked={style.showText}
                onChange={(e) => set('showText', e.target.checked)}
              />
              {t('options.showText')}
            </label>
          </fieldset>
        </>
      )}
      {(['foreground', 'background'] as const).map((key) => (
        <ColorField
          key={key}
          id={`code-${key}`}
          label={t(`options.${key}`)}
          value={style[key]}
          onValue={(value) => set(key, value)}
        />
      ))}
    </div>
  );
}
