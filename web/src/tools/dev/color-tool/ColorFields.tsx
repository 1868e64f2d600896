/** One editable, copyable field per notation; a bad entry keeps its text and says what is wrong. */
import { useTranslation } from 'react-i18next';
import type { ColorFormat, ToolError } from '../../../core';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { useErrorText } from '../../../shared/useErrorText';
import '../../../shared/lightControls.css';
import { FORMATS, NS } from './constants';

interface Props {
  texts: Record<ColorFormat, string>;
  errors: Partial<Record<ColorFormat, ToolError>>;
  onEdit: (format: ColorFormat, text: string) => void;
  onCommit: (format: ColorFormat) => void;
  onCopied: () => void;
}

export function ColorFields({ texts, errors, onEdit, onCommit, onCopied }: Props) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  return (
    <div className="color-fields">
      {FORMATS.map((format) => {
        const error = errors[format];
        const id = `color-${format}`;
        const name = t(`formats.${format}`);
        return (
          <div key={format} className="light-field color-field">
            <label className="light-label" htmlFor={id}>
              {name}
            </label>
            <div className="color-field-row">
              <input
                id={id}
                className="text-input light-input color-field-input"
                value={texts[format]}
                onChange={(e) => onEdit(format, e.target.value)}
                onBlur={() => onCommit(format)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') onCommit(format);
                }}
                spellCheck={false}
                autoComplete="off"
                autoCapitalize="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <span className="color-copy" onClickCapture={onCopied}>
                {/* Icon only, named for screen readers: the field keeps the width it needs
                    (a CMYK value is long, and is not cut at 375 px). */}
                <LightCopyButton
                  text={error ? '' : texts[format]}
                  label=""
                  className="color-copy-button"
                  ariaLabel={t('copyFormat', { format: name })}
                />
              </span>
            </div>
            {error && (
              <p id={`${id}-error`} className="light-error" role="alert">
                {errorText(error)}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
