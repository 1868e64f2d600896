/**
 * The error notice of the pages drawn without antd (their stand-in for antd's `<Alert
 * type="error" showIcon>`): the shell's `.notice` with the error icon, announced as an alert.
 * `children` go after the text (a Close button, for one).
 */
import type { ReactNode } from 'react';
import { CloseCircleFilled } from '../app/icons';
import './lightControls.css';

interface Props {
  text: ReactNode;
  /** An id for the text, for a field's `aria-describedby`. */
  textId?: string;
  testId?: string;
  children?: ReactNode;
}

export function ErrorNotice({ text, textId, testId, children }: Props) {
  return (
    <div className="notice notice-error" role="alert" data-testid={testId}>
      <CloseCircleFilled className="notice-icon" aria-hidden />
      <span className="notice-text" id={textId}>
        {text}
      </span>
      {children}
    </div>
  );
}
