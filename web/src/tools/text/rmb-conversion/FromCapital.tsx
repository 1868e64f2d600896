/** Capital amount → number, with what is written against the rules and the standard form. */
import exclamationSvg from '@ant-design/icons-svg/inline-svg/filled/exclamation-circle.svg?raw';
import { useTranslation } from 'react-i18next';
import { CheckCircleFilled } from '../../../app/icons';
import { rmbFromCapital } from '../../../core';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { useCoreResult } from './useCoreResult';

const ExclamationCircleFilled = lightIcon(exclamationSvg, 'ExclamationCircleFilled');

const NS = 'rmb-conversion';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export function FromCapital({ value, onChange }: Props) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const { result, error } = useCoreResult(value, rmbFromCapital, []);

  return (
    <form className="rmb-form" onSubmit={(e) => e.preventDefault()}>
      <div className="light-field">
        <label htmlFor="rmb-capital-in" className="light-label">
          {t('capitalInputLabel')}
        </label>
        <input
          id="rmb-capital-in"
          className="text-input rmb-large rmb-capital"
          autoComplete="off"
          placeholder={t('capitalPlaceholder')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="rmb-capital-help"
        />
        <p id="rmb-capital-help" className={error ? 'light-error' : 'light-help'}>
          {error ? errorText(error) : t('capitalHelp')}
        </p>
      </div>
      {result && (
        <>
          <div className="light-field">
            <label htmlFor="rmb-number-out" className="light-label">
              {t('numberLabel')}
            </label>
            <div className="rmb-output">
              <input
                id="rmb-number-out"
                className="text-input rmb-large rmb-result rmb-amount"
                readOnly
                value={`¥${result.grouped}`}
              />
              <LightCopyButton
                text={result.amount}
                label={t('copyNumber')}
                className="rmb-copy-large"
              />
            </div>
          </div>
          {result.issues.length === 0 ? (
            <div className="notice notice-success">
              <CheckCircleFilled className="notice-icon" aria-hidden />
              <span className="notice-text">{t('valid')}</span>
            </div>
          ) : (
            <div className="notice notice-warning rmb-issues">
              <ExclamationCircleFilled className="notice-icon rmb-issues-icon" aria-hidden />
              <div className="notice-text">
                <p className="rmb-issues-title">{t('issuesTitle')}</p>
                <ul>
                  {result.issues.map((issue) => (
                    <li key={issue}>{t(`issues.${issue}`)}</li>
                  ))}
                </ul>
                <div className="light-actions">
                  <strong data-testid="rmb-standard">
                    {t('standardForm', { standard: result.standard })}
                  </strong>
                  <LightCopyButton
                    text={result.standard}
                    label={t('copyStandard')}
                    className="button-small"
                  />
                </div>
              </div>
            </div>
          )}
        </>
      )}
    </form>
  );
}
