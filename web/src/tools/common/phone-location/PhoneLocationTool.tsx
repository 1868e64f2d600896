/**
 * Phone-number location: where a mainland China number (mobile, landline, or a 7-digit mobile
 * prefix or an area code alone) was issued, and for mobiles by which carrier. The lookup runs
 * in the `phone` wasm module from a table fetched on first use (and cached for offline use),
 * so the number is never sent anywhere. The number looked up is kept in the page's URL
 * fragment (`#number=13800138000`): a link reopens the answer, and the fragment never reaches
 * a server either.
 *
 * Drawn with plain HTML and our own CSS (`antd: false` in meta.ts), like the UUID generator: on
 * a phone antd's code, stylesheet and provider were most of this page's load.
 */
import searchSvg from '@ant-design/icons-svg/inline-svg/outlined/search.svg?raw';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  phoneLookup,
  toToolError,
  type PhoneInfo,
  type Place,
  type ToolError,
} from '../../../core';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { isString, usePersistentState } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import '../../../shared/lightControls.css';
import '../../../shared/lightDetails.css';
import { LightClearButton } from '../../../shared/LightClearButton';
import { isNumberParam } from './numberParam';
import './phone-location.css';

// Not svgIcon's `es/asn` shapes, which the antd tools' shared chunk holds (see lightIcon.tsx).
const SearchOutlined = lightIcon(searchSvg, 'SearchOutlined');

const NS = 'phone-location';

/** "深圳, 广东" reads as one place; a municipality (北京|北京) is named once. */
function placeText(place: Place, english: boolean): string {
  if (english) {
    const city =
      place.cityEn === place.provinceEn ? place.cityEn : `${place.cityEn}, ${place.provinceEn}`;
    const zh = place.city === place.province ? place.city : `${place.province} ${place.city}`;
    return `${city} (${zh})`;
  }
  return place.city === place.province ? place.city : `${place.province} ${place.city}`;
}

export default function PhoneLocationTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [number, setNumber] = usePersistentState(`${NS}:number`, '', isString);
  // The last number looked up, in the URL: only digits the lookup accepted get there.
  const [shared, setShared] = useUrlState('number', useState(''), isNumberParam);
  const [result, setResult] = useState<PhoneInfo | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const english = !i18n.language.startsWith('zh');

  const search = (typed: string) => {
    // A second press while the table loads is ignored, as antd's loading button did.
    if (busy) return;
    setBusy(true);
    phoneLookup(typed).then(
      (info) => {
        setResult(info);
        setError(null);
        setBusy(false);
        setShared(info.number);
      },
      (e: unknown) => {
        setResult(null);
        setError(toToolError(e));
        setBusy(false);
      },
    );
  };

  // A link (or back/forward to this page) with a number in it: show that number's answer.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !shared) return;
    opened.current = true;
    setNumber(shared);
    search(shared);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const place = result?.place ?? null;
  const missing = t('notInData');
  return (
    <div className="phone-tool">
      <div className="phone-card">
        <form
          className="light-field phone-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            search(number);
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
            <dt>{t(`fields.${result.kind}`)}</dt>
            <dd className="phone-number-cell">
              <span data-testid="phone-number">{result.display}</span>
              <LightCopyButton text={result.number} className="button-small" />
            </dd>
            <dt>{t('fields.location')}</dt>
            <dd>
              <span data-testid="phone-location">
                {place ? placeText(place, english) : missing}
              </span>
            </dd>
            <dt>{t('fields.carrier')}</dt>
            <dd>
              <span data-testid="phone-carrier">
                {result.carrier ? t(`carriers.${result.carrier}`) : t('landline')}
              </span>
            </dd>
            <dt>{t('fields.areaCode')}</dt>
            <dd>
              <span data-testid="phone-area-code">{place?.areaCode ?? missing}</span>
            </dd>
            <dt>{t('fields.postcode')}</dt>
            <dd>
              <span data-testid="phone-postcode">{place?.postcode ?? missing}</span>
            </dd>
          </dl>
          {result.carrier && !place && (
            <p className="phone-secondary" data-testid="phone-no-city">
              {t('noCity', { carrier: t(`carriers.${result.carrier}`) })}
            </p>
          )}
          <p className="phone-secondary phone-data-note" data-testid="phone-data-note">
            {t('dataDate', { date: result.dataDate })} {result.carrier ? t('portability') : null}
          </p>
        </div>
      )}
    </div>
  );
}
