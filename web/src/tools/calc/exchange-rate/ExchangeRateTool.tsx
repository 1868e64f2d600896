/**
 * Exchange-rate calculator: an amount in one of eleven currencies shown in all the others, with
 * a main "from → to" pair that can be swapped. Rates come from our server (see ./rates.ts) and
 * are kept for offline use; the arithmetic is exact decimal in the wasm core, never JS floats.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): on a phone antd's
 * code, stylesheet and provider were most of this page's load. The currencies are native
 * selects (seventeen at most: the phone's own picker serves them better than a search box).
 */
import swapSvg from '@ant-design/icons-svg/inline-svg/outlined/swap.svg?raw';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import {
  isBoolean,
  isOneOf,
  isString,
  usePersistentState,
} from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import { ALL_CURRENCIES, CURRENCIES, type Currency } from './rates';
import { RatesStatus, SnapshotNote } from './RatesStatus';
import { useConversion } from './useConversion';
import { useRates } from './useRates';
import '../../../shared/lightControls.css';
import '../../../shared/lightTag.css';
import { LightClearButton } from '../../../shared/LightClearButton';
import { LightSwitch } from '../../../shared/LightSwitch';
import './exchange.css';

const SwapOutlined = lightIcon(swapSvg, 'SwapOutlined');

const NS = 'exchange-rate';
const isCurrency = isOneOf(ALL_CURRENCIES);

export default function ExchangeRateTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  // In the URL too (?amount=&from=&to=), so a link reopens the same conversion.
  const [amount, setAmount] = useUrlState(
    'amount',
    usePersistentState(`${NS}:amount`, '100', isString),
    isString,
  );
  const [from, setFrom] = useUrlState(
    'from',
    usePersistentState<Currency>(`${NS}:from`, 'CNY', isCurrency),
    isCurrency,
  );
  const [to, setTo] = useUrlState(
    'to',
    usePersistentState<Currency>(`${NS}:to`, 'USD', isCurrency),
    isCurrency,
  );
  const [more, setMore] = usePersistentState(`${NS}:more`, false, isBoolean);
  const amountInput = useRef<HTMLInputElement>(null);
  const ratesState = useRates();
  const { result: all, error } = useConversion(amount, from, ratesState.rates);
  // The spec's eleven by default; "more currencies" adds the others (and a chosen one stays).
  const shown = (c: string) =>
    more || (CURRENCIES as readonly string[]).includes(c) || c === from || c === to;
  const result = all?.filter((c) => shown(c.currency)) ?? null;

  const options = useMemo(
    () =>
      ALL_CURRENCIES.filter(
        (c) => more || (CURRENCIES as readonly string[]).includes(c) || c === from || c === to,
      ).map((c) => (
        <option key={c} value={c}>
          {`${c} · ${t(`currencies.${c}`)}`}
        </option>
      )),
    [t, more, from, to],
  );
  const target = result?.find((c) => c.currency === to);
  const emptyAmount = error?.code === 'exchange.empty';
  // "Enter an amount" is said in the help's colour; a wrong amount marks the field.
  const invalid = Boolean(error && !emptyAmount);

  return (
    <div className="fx-tool">
      <RatesStatus state={ratesState} />
      <section className="fx-card">
        <form className="fx-form" onSubmit={(e) => e.preventDefault()}>
          <div className="fx-fields">
            <div className="light-field fx-amount-field">
              <label htmlFor="fx-amount" className="light-label">
                {t('amount')}
              </label>
              <span className="light-affix fx-amount-box">
                <input
                  ref={amountInput}
                  id="fx-amount"
                  className="light-affix-input"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={64}
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby="fx-amount-help"
                />
                {amount && <LightClearButton onClear={() => setAmount('')} input={amountInput} />}
              </span>
              <p id="fx-amount-help" className={invalid ? 'light-error' : 'light-help'}>
                {error && ratesState.rates ? errorText(error) : t('amountHelp')}
              </p>
            </div>
            <div className="fx-pair">
              <div className="light-field">
                <label htmlFor="fx-from" className="light-label">
                  {t('from')}
                </label>
                <select
                  id="fx-from"
                  className="light-select fx-select"
                  value={from}
                  onChange={(e) => setFrom(e.target.value as Currency)}
                >
                  {options}
                </select>
              </div>
              <button
                type="button"
                className="button fx-swap"
                aria-label={t('swap')}
                title={t('swap')}
                onClick={() => {
                  setFrom(to);
                  setTo(from);
                }}
              >
                <SwapOutlined aria-hidden />
              </button>
              <div className="light-field">
                <label htmlFor="fx-to" className="light-label">
                  {t('to')}
                </label>
                <select
                  id="fx-to"
                  className="light-select fx-select"
                  value={to}
                  onChange={(e) => setTo(e.target.value as Currency)}
                >
                  {options}
                </select>
              </div>
            </div>
          </div>
          <LightSwitch
            small
            className="fx-more"
            label={t('moreCurrencies')}
            checked={more}
            onChange={setMore}
          />
        </form>
        {/* The result's two lines keep their place while there is none (rates or module on the
            way, an amount being corrected): the notes under the card stayed put only until the
            result came, and moved each time it went and came back (the page's layout shift). */}
        {target ? (
          <div className="fx-main" data-testid="fx-main">
            <span className="fx-main-text">
              {result?.find((c) => c.currency === from)?.grouped} {from} ={' '}
              <strong>{target.grouped}</strong> {to}
            </span>
            <span className="fx-main-line">
              <LightCopyButton text={target.value} className="button-small" />
              <span className="fx-secondary">
                {t('unitRate', { from, rate: target.unitRate, to })}
              </span>
            </span>
          </div>
        ) : (
          <div className="fx-main" aria-hidden data-testid="fx-main-waiting">
            <span className="fx-main-text">{'\u00a0'}</span>
            <span className="fx-main-line" />
          </div>
        )}
      </section>
      {/* Notes first, the table after: what arrives with the rates is added below them. */}
      <p className="fx-secondary fx-note">{t('rounding')}</p>
      <SnapshotNote state={ratesState} />
      {result && (
        <div className="fx-table-box">
          <table className="fx-table" data-testid="fx-table">
            <thead>
              <tr>
                <th scope="col">{t('columns.currency')}</th>
                <th scope="col" className="fx-number">
                  {t('columns.amount')}
                </th>
                <th scope="col" className="fx-rate">
                  {t('columns.rate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.map((row) => (
                // A click on another currency's row makes it the target (the "To" select
                // does the same from the keyboard).
                <tr
                  key={row.currency}
                  className={row.currency === from ? 'fx-source-row' : 'fx-target-row'}
                  onClick={() => row.currency !== from && setTo(row.currency as Currency)}
                >
                  <td>
                    <strong>{row.currency}</strong>{' '}
                    <span className="fx-secondary">{t(`currencies.${row.currency}`)}</span>
                  </td>
                  <td className="fx-number">
                    <span className="fx-amount">{row.grouped}</span>
                  </td>
                  <td className="fx-rate">
                    {t('unitRate', { from, rate: row.unitRate, to: row.currency })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
