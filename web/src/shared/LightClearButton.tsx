/**
 * The clear cross inside a light field's border (`.light-affix`; antd's `allowClear`): empties
 * the field and gives it the focus back. A pointer's shortcut, out of the tab order as antd's
 * is (a keyboard clears a field by itself); pressing it does not take the focus from the field.
 * `hidden`: where a visible "Clear" button next to the field does the same, the cross is
 * hidden from assistive technology so one action has one name.
 */
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseCircleFilled } from '../app/icons';

export function LightClearButton({
  onClear,
  input,
  hidden = false,
  className,
  testId,
}: {
  onClear: () => void;
  input: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  hidden?: boolean;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className ? `light-affix-button ${className}` : 'light-affix-button'}
      tabIndex={-1}
      aria-label={hidden ? undefined : t('common:actions.clear')}
      aria-hidden={hidden || undefined}
      data-testid={testId}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => {
        onClear();
        input.current?.focus();
      }}
    >
      <CloseCircleFilled aria-hidden />
    </button>
  );
}
