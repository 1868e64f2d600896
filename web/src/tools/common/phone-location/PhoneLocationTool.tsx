/**
 * Phone-number location: where a mainland mobile number was issued and by which carrier. The
 * lookup runs in the `phone` wasm module from a prefix table fetched on first use (and cached
 * for offline use), so the number is never sent anywhere.
 *
 * Drawn with plain HTML and our own CSS (`antd: false` in meta.ts), like the UUID generator: on
 * a phone antd's code, stylesheet and provider were most of this page's load.
 */
import searchSvg from '@ant-design/icons-svg/inline-svg/outlined/search.svg?raw';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneLookup, toToolError, type PhoneInfo, type ToolError } from '../../../core';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { isString, usePersistentState } from '../../../shared/usePersistentState';
import '../../../shared/lightControls.css';
import '../../../shared/lightDetails.css';
import { LightClearButton } from '../../../shared/LightClearButton';
import './phone-location.css';

// Not svgIcon's `es/asn` shapes, which the antd tools' shared chunk holds (see lightIcon.tsx).
const SearchOutlined = lightIcon(searchSvg, 'SearchOutlined');

const NS = 'phone-location';

/** "深圳, 广东" reads as one place; a municipality (北京|北京) is named once. */
function place(info: PhoneInfo, english: boolean): string {
  if (english) {
    const city =
      info.cityEn === info.provinceEn ? info.cityEn : `${info.cityEn}, ${info.provinceEn}`;
    const zh = info.city === info.province ? info.city : `${info.province} ${info.city}`;
    return `${city} (${zh})`;
  }
  return info.city === info.province ? info.city : `${info.province} ${info.city}`;
}

export default function PhoneLocationTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [number, setNumber] = usePersistentState(`${NS}:number`, '', isString);
  const [result, setResult] = useState<PhoneInfo | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const english = !i18n.language.startsWith('zh');

  const search = () => {
    // A second press while the table loads is ignored, as antd's loading button did.
    if (busy) return;
    setBusy(true);
    phoneLookup(number).then(
      (info) => {
        setResult(info);
        setError(null);
        setBusy(false);
      },
      (e: unknown) => {
        setResult(null);
        setError(toToolError(e));
        setBusy(false);
      },
    );
  };

  return (
    <div className="phone-tool">
      <div className="phone-card">
        <form
          className="light-field phone-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            search();
          }}
        >
          <label className="light-label" htmlFor="phone-number">
            {t('numberLabel')}
          </label>
          <div className="phone-row">
            {/* antd's allowClear: a clear button inside the field while it holds text. */}
            <span className="light-affix phone-input">
              <input
                ref={input}
                id="phone-number"
                className="light-affix-input"
                inputMode="tel"
                autoComplete="off"
                maxLength={40}
                placeholder={t('placeholder')}
                value={number}
                onChange={(e) => setNumber(e.target.value)}
                aria-describedby="phone-number-help"
              />
              {number.length > 0 && (
                <LightClearButton onClear={() => setNumber('')} input={input} />
              )}
            </span>
            <button
              type="submit"
              className="button button-primary"
              aria-busy={busy || undefined}
              aria-disabled={busy || undefined}
            >
              {busy ? (
                <span className="spinner spinner-inline" aria-hidden />
              ) : (
                <SearchOutlined aria-hidden />
              )}
              {t('search')}
            </button>
          </div>
          <p id="phone-number-help" className="light-help">
            {t('numberHelp')}
          </p>
        </form>
        <p className="phone-secondary">{t('privacy')}</p>
      </div>
      {error && <ErrorNotice text={errorText(error)} testId="phone-error" />}
      {result && (
        <div className="phone-card" data-testid="phone-result">
          {/* antd's bordered Descriptions in one column: name and value side by side. */}
          <dl className="light-details phone-details">
            <dt>{t('fields.number')}</dt>
            <dd className="phone-number-cell">
              <span data-testid="phone-number">{result.display}</span>
              <LightCopyButton text={result.number} className="button-small" />
            </dd>
            <dt>{t('fields.location')}</dt>
            <dd>
              <span data-testid="phone-location">{place(result, english)}</span>
            </dd>
            <dt>{t('fields.carrier')}</dt>
            <dd>
              <span data-testid="phone-carrier">{t(`carriers.${result.carrier}`)}</span>
            </dd>
            <dt>{t('fields.areaCode')}</dt>
            <dd>
              <span data-testid="phone-area-code">{result.areaCode}</span>
            </dd>
            <dt>{t('fields.postcode')}</dt>
            <dd>
              <span data-testid="phone-postcode">{result.postcode}</span>
            </dd>
          </dl>
          <p className="phone-secondary phone-data-note">
            {t('dataNote', { date: result.dataDate })}
          </p>
        </div>
      )}
    </div>
  );
}
