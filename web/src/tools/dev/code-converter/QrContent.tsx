/** What goes into a QR code: free text (UTF-8, any language, URLs), a Wi-Fi network or a contact. */
import { Checkbox, Form, Input, Radio, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContactOptions, QrEcLevel, WifiOptions, WifiSecurity } from '../../../core';
import { NS, QR_MODES, type QrMode } from './options';
import { formatCount } from '../../../shared/formatCount';

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
}

export function QrContent(props: Props) {
  const { t, i18n } = useTranslation(NS);
  const { mode, wifi, contact } = props;
  const bytes = new TextEncoder().encode(props.text).length;
  const max = MAX_BYTES[props.ecLevel];
  return (
    <>
      <Form.Item label={t('qr.content')}>
        <Segmented
          value={mode}
          onChange={(value) => props.onMode(value as QrMode)}
          options={QR_MODES.map((m) => ({ value: m, label: t(`qr.modes.${m}`) }))}
        />
      </Form.Item>
      {mode === 'text' && (
        <Form.Item
          label={t('qr.text')}
          htmlFor="code-qr-text"
          extra={
            <Typography.Text type={bytes > max ? 'danger' : 'secondary'} data-testid="qr-bytes">
              {t('qr.bytes', {
                bytes: formatCount(bytes, i18n.language),
                max: formatCount(max, i18n.language),
              })}
            </Typography.Text>
          }
        >
          <Input.TextArea
            id="code-qr-text"
            value={props.text}
            onChange={(e) => props.onText(e.target.value)}
            autoSize={{ minRows: 3, maxRows: 10 }}
            placeholder={t('qr.placeholder')}
            spellCheck={false}
          />
        </Form.Item>
      )}
      {mode === 'wifi' && (
        <>
          <Form.Item label={t('wifi.ssid')} htmlFor="code-wifi-ssid">
            <Input
              id="code-wifi-ssid"
              value={wifi.ssid}
              onChange={(e) => props.onWifi({ ...wifi, ssid: e.target.value })}
              autoComplete="off"
            />
          </Form.Item>
          <Form.Item label={t('wifi.security')}>
            <Radio.Group
              value={wifi.security}
              onChange={(e) => props.onWifi({ ...wifi, security: e.target.value as WifiSecurity })}
              options={SECURITIES.map((s) => ({ value: s, label: t(`wifi.securities.${s}`) }))}
            />
          </Form.Item>
          {wifi.security !== 'none' && (
            <Form.Item label={t('wifi.password')} htmlFor="code-wifi-password">
              <Input.Password
                id="code-wifi-password"
                value={wifi.password}
                onChange={(e) => props.onWifi({ ...wifi, password: e.target.value })}
                autoComplete="off"
              />
            </Form.Item>
          )}
          <Form.Item>
            <Checkbox
              checked={wifi.hidden}
              onChange={(e) => props.onWifi({ ...wifi, hidden: e.target.checked })}
            >
              {t('wifi.hidden')}
            </Checkbox>
          </Form.Item>
        </>
      )}
      {mode === 'contact' &&
        CONTACT_FIELDS.map((field) => (
          <Form.Item key={field} label={t(`contact.${field}`)} htmlFor={`code-contact-${field}`}>
            {field === 'note' || field === 'address' ? (
              <Input.TextArea
                id={`code-contact-${field}`}
                value={contact[field]}
                onChange={(e) => props.onContact({ ...contact, [field]: e.target.value })}
                autoSize={{ minRows: 1, maxRows: 4 }}
              />
            ) : (
              <Input
                id={`code-contact-${field}`}
                value={contact[field]}
                inputMode={field === 'phone' ? 'tel' : field === 'email' ? 'email' : undefined}
                onChange={(e) => props.onContact({ ...contact, [field]: e.target.value })}
              />
            )}
          </Form.Item>
        ))}
    </>
  );
}
