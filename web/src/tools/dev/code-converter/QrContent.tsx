/** What goes into a QR code: free text (UTF-8, any language, URLs), a Wi-Fi network or a contact. */
import eyeSvg from '@ant-design/icons-svg/inline-svg/outlined/eye.svg?raw';
import eyeInvisibleSvg from '@ant-design/icons-svg/inline-svg/outlined/eye-invisible.svg?raw';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactOptions, QrEcLevel, WifiOptions, WifiSecurity } from '../../../core';
import { formatCount } from '../../../shared/formatCount';
import { LightChoices } from '../../../shared/LightChoices';
import { lightIcon } from '../../../shared/lightIcon';
import { invalidProps } from './fields';
import { NS, QR_MODES, type QrMode } from './options';

const EyeOutlined = lightIcon(eyeSvg, 'EyeOutlined');
const EyeInvisibleOutlined = lightIcon(eyeInvisibleSvg, 'EyeInvisibleOutlined');

const MAX_BYTES: Record<QrEcLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };
const CONTACT_FIELDS: (keyof ContactOptions)[] = [
  'name',
  'phone',
  'email',
  'organization',
  'title',
  'address',
  'url',
  'note',
];
const SECURITIES: WifiSecurity[] = ['wpa', 'wep', 'none'];

interface Props {
  mode: QrMode;
  onMode: (mode: QrMode) => void;
  text: string;
  onText: (text: string) => void;
  wifi: WifiOptions;
  onWifi: (wifi: WifiOptions) => void;
  contact: ContactOptions;
  onContact: (contact: ContactOptions) => void;
  ecLevel: QrEcLevel;
  /** The field a generation error is about (fields.tsx, fieldOf). */
  invalidField: string | null;
}

export function QrContent(props: Props) {
  const { t, i18n } = useTranslation(NS);
  const { mode, wifi, contact, invalidField } = props;
  const [showPassword, setShowPassword] = useState(false);
  const bytes = new TextEncoder().encode(props.text).length;
  const max = MAX_BYTES[props.ecLevel];
  return (
    <>
      <LightChoices
        name="code-qr-mode"
        legend={t('qr.content')}
        value={mode}
        options={QR_MODES}
        label={(m) => t(`qr.modes.${m}`)}
        onChange={props.onMode}
      />
      {mode === 'text' && (
        <div className="light-field">
          <label className="light-label" htmlFor="code-qr-text">
            {t('qr.text')}
          </label>
          <textarea
            id="code-qr-text"
            className="light-textarea code-qr-text"
            value={props.text}
            onChange={(e) => props.onText(e.target.value)}
            rows={3}
            placeholder={t('qr.placeholder')}
            spellCheck={false}
            {...invalidProps(invalidField === 'code-qr-text', 'code-qr-bytes')}
          />
          <p
            id="code-qr-bytes"
            className={bytes > max ? 'light-error' : 'light-help'}
            data-testid="qr-bytes"
          >
            {t('qr.bytes', {
              bytes: formatCount(bytes, i18n.language),
              max: formatCount(max, i18n.language),
            })}
          </p>
        </div>
      )}
      {mode === 'wifi' && (
        <>
          <div className="light-field">
            <label className="light-label" htmlFor="code-wifi-ssid">
              {t('wifi.ssid')}
            </label>
            <input
              id="code-wifi-ssid"
              className="text-input light-input"
              value={wifi.ssid}
              onChange={(e) => props.onWifi({ ...wifi, ssid: e.target.value })}
              autoComplete="off"
              spellCheck={false}
              {...invalidProps(invalidField === 'code-wifi-ssid')}
            />
          </div>
          <LightChoices
            name="code-wifi-security"
            legend={t('wifi.security')}
            value={wifi.security}
            options={SECURITIES}
            label={(s) => t(`wifi.securities.${s}`)}
            onChange={(security) => props.onWifi({ ...wifi, security })}
          />
          {wifi.security !== 'none' && (
            <div className="light-field">
              <label className="light-label" htmlFor="code-wifi-password">
                {t('wifi.password')}
              </label>
              <span className="light-affix code-password">
                <input
                  id="code-wifi-password"
                  className="light-affix-input"
                  type={showPassword ? 'text' : 'password'}
                  value={wifi.password}
                  onChange={(e) => props.onWifi({ ...wifi, password: e.target.value })}
                  autoComplete="off"
                  spellCheck={false}
                  {...invalidProps(invalidField === 'code-wifi-password')}
                />
                <button
                  type="button"
                  className="light-affix-button"
                  aria-label={t('wifi.showPassword')}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  {showPassword ? (
                    <EyeOutlined aria-hidden />
                  ) : (
                    <EyeInvisibleOutlined aria-hidden />
                  )}
                </button>
              </span>
            </div>
          )}
          <div className="light-field">
            <label className="light-check">
              <input
                type="checkbox"
                checked={wifi.hidden}
                onChange={(e) => props.onWifi({ ...wifi, hidden: e.target.checked })}
              />
              {t('wifi.hidden')}
            </label>
          </div>
        </>
      )}
      {mode === 'contact' &&
        CONTACT_FIELDS.map((field) => {
          const id = `code-contact-${field}`;
          const common = {
            id,
            value: contact[field],
            onChange: (e: { target: { value: string } }) =>
              props.onContact({ ...contact, [field]: e.target.value }),
            ...invalidProps(invalidField === id),
          };
          return (
            <div key={field} className="light-field">
              <label className="light-label" htmlFor={id}>
                {t(`contact.${field}`)}
              </label>
              {field === 'note' || field === 'address' ? (
                <textarea {...common} className="light-textarea code-contact-text" rows={1} />
              ) : (
                <input
                  {...common}
                  className="text-input light-input"
                  inputMode={field === 'phone' ? 'tel' : field === 'email' ? 'email' : undefined}
                />
              )}
            </div>
          );
        })}
    </>
  );
}
