/**
 * QR code and barcode generator. The code is regenerated as the content or any option changes
 * (in the worker, after a short pause in typing) and downloads as PNG or SVG. QR codes take any
 * UTF-8 text, a Wi-Fi network or a contact card; barcodes get their check digits computed or
 * checked and a clear message when the content does not fit the symbology. Options are
 * remembered; the content is not (it may hold a Wi-Fi password).
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts), like the UUID
 * generator: on a phone, antd's shared chunk, stylesheet and provider were most of the load.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, type CodeRequest, type ContactOptions, type WifiOptions } from '../../../core';
import { isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import { CodeOptions } from './CodeOptions';
import { CodePreview } from './CodePreview';
import { fieldOf, invalidProps } from './fields';
import type { Logo } from './logo';
import {
  BARCODES,
  DEFAULT_STYLE,
  KINDS,
  NS,
  QR_MODES,
  SAMPLES,
  isCodeStyle,
  safeFileName,
  type Kind,
  type LinearSymbology,
  type QrMode,
} from './options';
import { QrContent } from './QrContent';
import { useCodeImage } from './useCodeImage';
import { usePayload } from './usePayload';
import '../../../shared/lightControls.css';
import './code-converter.css';
import { LightChoices } from '../../../shared/LightChoices';

const EMPTY_CONTACT: ContactOptions = {
  name: '',
  phone: '',
  email: '',
  organization: '',
  title: '',
  address: '',
  url: '',
  note: '',
};

export default function CodeConverterTool() {
  const { t } = useTranslation(NS);
  const [kind, setKind] = usePersistentState<Kind>(`${NS}:kind`, 'qr', isOneOf(KINDS));
  const [symbology, setSymbology] = usePersistentState<LinearSymbology>(
    `${NS}:symbology`,
    'code128',
    isOneOf(BARCODES),
  );
  const [qrMode, setQrMode] = usePersistentState<QrMode>(`${NS}:qrMode`, 'text', isOneOf(QR_MODES));
  const [style, setStyle] = usePersistentState(`${NS}:style`, DEFAULT_STYLE, isCodeStyle);
  const [qrText, setQrText] = useState(() => `${window.location.origin}/`);
  const [wifi, setWifi] = useState<WifiOptions>({
    ssid: '',
    password: '',
    security: 'wpa',
    hidden: false,
  });
  const [contact, setContact] = useState<ContactOptions>(EMPTY_CONTACT);
  const [barcodeText, setBarcodeText] = useState(SAMPLES[symbology]);
  // Until the user types, switching symbology shows that symbology's example.
  const [edited, setEdited] = useState(false);
  // The logo stays in memory only (not remembered) and forces level H while it is set.
  const [logo, setLogo] = useState<Logo | null>(null);
  const qrLogo = kind === 'qr' ? logo : null;
  const ecLevel = qrLogo ? 'H' : style.ecLevel;

  const payload = usePayload(
    kind === 'qr' ? qrMode : 'plain',
    kind === 'qr' ? qrText : barcodeText,
    wifi,
    contact,
  );
  const request = useMemo<CodeRequest | null>(
    () =>
      payload.text === null
        ? null
        : { ...style, ecLevel, symbology: kind === 'qr' ? 'qr' : symbology, text: payload.text },
    [payload.text, style, ecLevel, kind, symbology],
  );
  const state = useCodeImage(request, payload.error);

  const symbologyLabel = t(`symbologies.${symbology}.label`);
  // Messages that name the symbology or an option get its translated name.
  const error = state.error
    ? new ToolError(state.error.code, {
        ...state.error.params,
        symbology: symbologyLabel,
        ...(state.error.params.option ? { option: t(`options.${state.error.params.option}`) } : {}),
      })
    : null;
  const fileName =
    kind === 'qr'
      ? t('fileName.qr')
      : safeFileName(`${symbologyLabel}-${state.image?.content ?? ''}`);

  function chooseSymbology(next: LinearSymbology) {
    setSymbology(next);
    if (!edited) setBarcodeText(SAMPLES[next]);
  }

  // The field a generation error is about: it says it is invalid and is described by the message.
  const invalidField = error ? fieldOf(error.code, kind === 'qr' ? qrMode : 'barcode') : null;

  return (
    <div className="code-converter">
      <form className="code-content" noValidate onSubmit={(e) => e.preventDefault()}>
        <LightChoices
          legend={t('kind')}
          name="code-kind"
          value={kind}
          options={KINDS}
          label={(k) => t(`kinds.${k}`)}
          onChange={setKind}
        />
        {kind === 'qr' ? (
          <QrContent
            mode={qrMode}
            onMode={setQrMode}
            text={qrText}
            onText={setQrText}
            wifi={wifi}
            onWifi={setWifi}
            contact={contact}
            onContact={setContact}
            ecLevel={ecLevel}
            invalidField={invalidField}
          />
        ) : (
          <>
            <div className="light-field">
              <label className="light-label" htmlFor="code-symbology">
                {t('symbology')}
              </label>
              <select
                id="code-symbology"
                className="light-select code-symbology"
                value={symbology}
                onChange={(e) => chooseSymbology(e.target.value as LinearSymbology)}
              >
                {BARCODES.map((s) => (
                  <option key={s} value={s}>
                    {t(`symbologies.${s}.label`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="light-field">
              <label className="light-label" htmlFor="code-barcode-text">
                {t('barcodeContent')}
              </label>
              <input
                id="code-barcode-text"
                className="text-input light-input"
                value={barcodeText}
                onChange={(e) => {
                  setEdited(true);
                  setBarcodeText(e.target.value);
                }}
                spellCheck={false}
                autoComplete="off"
                {...invalidProps(invalidField === 'code-barcode-text', 'code-barcode-hint')}
              />
              <p id="code-barcode-hint" className="light-help">
                {t(`symbologies.${symbology}.hint`)}
              </p>
            </div>
          </>
        )}
      </form>
      <form className="code-options" noValidate onSubmit={(e) => e.preventDefault()}>
        <h2 className="code-options-title">{t('options.title')}</h2>
        <CodeOptions
          kind={kind}
          style={style}
          onStyle={setStyle}
          logo={logo}
          onLogo={setLogo}
          invalidField={invalidField}
        />
      </form>
      <CodePreview
        image={state.image}
        request={state.request}
        made={state.made}
        logo={qrLogo}
        error={error}
        busy={state.busy}
        fileName={fileName}
        label={
          kind === 'qr'
            ? t('preview.altQr')
            : t('preview.altBarcode', { symbology: symbologyLabel })
        }
      />
    </div>
  );
}
