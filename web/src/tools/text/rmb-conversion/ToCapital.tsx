/** Number → capital amount, converted as it is typed, with the options remembered. */
import { useTranslation } from 'react-i18next';
import { rmbToCapital } from '../../../core';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { useErrorText } from '../../../shared/useErrorText';
import { isBoolean, usePersistentState } from '../../../shared/usePersistentState';
import { useCoreResult } from './useCoreResult';

const NS = 'rmb-conversion';
const ENDINGS = ['整', '正'] as const;

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export function ToCapital({ value, onChange }: Props) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [prefix, setPrefix] = usePersistentState(`${NS}:prefix`, false, isBoolean);
  const [zhengAlt, setZhengAlt] = usePersistentState(`${NS}:zhengAlt`, false, isBoolean);
  const [traditional, setTraditional] = usePersistentState(`${NS}:traditional`, false, isBoolean);
  const { result, error } = useCoreResult(
    value,
    (input) => rmbToCapital(input, { prefix, zhengAlt, traditional }),
    [prefix, zhengAlt, traditional],
  );
  const capital = result?.capital ?? '';

  return (
    <form className="rmb-form" onSubmit={(e) => e.preventDefault()}>
      <div className="light-field">
        <label htmlFor="rmb-amount" className="light-label">
          {t('amountLabel')}
        </label>
        <input
          id="rmb-amount"
          className="text-input rmb-large rmb-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('amountPlaceholder')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="rmb-amount-help"
        />
        {/* The help gives way to the error, as antd's Form.Item did. */}
        <p id="rmb-amount-help" className={error ? 'light-error' : 'light-help'}>
          {error ? errorText(error) : t('amountHelp')}
        </p>
      </div>
      <fieldset className="light-field">
        <legend className="light-label">{t('options')}</legend>
        <div className="rmb-options">
          <label className="light-check">
            <input type="checkbox" checked={prefix} onChange={(e) => setPrefix(e.target.checked)} />
            {t('prefix')}
          </label>
          <span className="rmb-ending">
            <span id="rmb-ending-label">{t('endingLabel')}</span>
            <span role="radiogroup" aria-labelledby="rmb-ending-label" className="light-choices">
              {ENDINGS.map((ending) => (
                <label key={ending} className="light-choice">
                  <input
                    type="radio"
                    className="light-overlay-input"
                    name="rmb-ending"
                    value={ending}
                    checked={(ending === '正') === zhengAlt}
                    onChange={() => setZhengAlt(ending === '正')}
                  />
                  {ending}
                </label>
              ))}
            </span>
          </span>
          <label className="light-check">
            <input
              type="checkbox"
              checked={traditional}
              onChange={(e) => setTraditional(e.target.checked)}
            />
            {t('traditional')}
          </label>
        </div>
      </fieldset>
      <div className="light-field">
        <label htmlFor="rmb-capital-out" className="light-label">
          {t('capitalLabel')}
        </label>
        <div className="rmb-output">
          <input
            id="rmb-capital-out"
            className="text-input rmb-large rmb-result rmb-capital"
            readOnly
            value={capital}
          />
          <LightCopyButton text={capital} className="rmb-copy-large" />
        </div>
        {result && (
          <p className="light-help" data-testid="rmb-read-as">
            {t('readAs', { amount: result.amount })}
          </p>
        )}
        <p className="light-help">{t('rulesNote')}</p>
      </div>
    </form>
  );
}
