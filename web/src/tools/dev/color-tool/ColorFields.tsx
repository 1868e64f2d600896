/** One editable, copyable field per notation; a bad entry keeps its text and says what is wrong. */
import { Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColorFormat, ToolError } from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { useErrorText } from '../../../shared/useErrorText';
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
    <Form layout="vertical" className="color-fields" onFinish={() => undefined}>
      {FORMATS.map((format) => {
        const error = errors[format];
        return (
          <Form.Item
            key={format}
            label={t(`formats.${format}`)}
            htmlFor={`color-${format}`}
            validateStatus={error ? 'error' : undefined}
            help={error ? errorText(error) : undefined}
          >
            <Flex gap={8}>
              <Input
                id={`color-${format}`}
                value={texts[format]}
                onChange={(e) => onEdit(format, e.target.value)}
                onBlur={() => onCommit(format)}
                onPressEnter={() => onCommit(format)}
                spellCheck={false}
                autoComplete="off"
                className="color-field-input"
              />
              <span onClickCapture={onCopied}>
                {/* Icon only, named for screen readers: the field keeps the width it needs
                    (a CMYK value is long, and is not cut at 375 px). */}
                <CopyButton
                  text={error ? '' : texts[format]}
                  label=""
                  title={t('copyFormat', { format: t(`formats.${format}`) })}
                  aria-label={t('copyFormat', { format: t(`formats.${format}`) })}
                />
              </span>
            </Flex>
          </Form.Item>
        );
      })}
    </Form>
  );
}
