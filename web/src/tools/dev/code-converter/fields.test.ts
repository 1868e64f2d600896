import { describe, expect, it } from 'vitest';
import { ERROR_TEXT_ID, fieldOf, invalidProps, parseHex } from './fields';

describe('parseHex', () => {
  it('takes the forms people type and writes them in full, upper case', () => {
    expect(parseHex('#ffeedd')).toBe('#FFEEDD');
    expect(parseHex('FFEEDD')).toBe('#FFEEDD');
    expect(parseHex(' #abc ')).toBe('#AABBCC');
    expect(parseHex('0f0')).toBe('#00FF00');
  });

  it('refuses what is not a #RRGGBB or #RGB colour', () => {
    for (const text of ['', '#', '#12345', '#1234567', 'red', '#GGGGGG', '#12 345']) {
      expect(parseHex(text), text).toBeNull();
    }
  });
});

describe('fieldOf', () => {
  it('ties each form message to its field', () => {
    expect(fieldOf('code.wifi_no_ssid', 'wifi')).toBe('code-wifi-ssid');
    expect(fieldOf('code.wifi_no_password', 'wifi')).toBe('code-wifi-password');
    expect(fieldOf('code.contact_empty', 'contact')).toBe('code-contact-name');
    expect(fieldOf('code.size_too_small', 'text')).toBe('code-size');
  });

  it('ties content messages to the content field of the current kind', () => {
    expect(fieldOf('code.invalid_char', 'barcode')).toBe('code-barcode-text');
    expect(fieldOf('code.qr_too_long', 'text')).toBe('code-qr-text');
    expect(fieldOf('code.empty', 'barcode')).toBe('code-barcode-text');
  });

  it('ties a failed drawing to no field', () => {
    expect(fieldOf('code.encode_failed', 'text')).toBeNull();
  });
});

describe('invalidProps', () => {
  it('adds the error to the help only when the field is invalid', () => {
    expect(invalidProps(false, 'help')).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': 'help',
    });
    expect(invalidProps(true, 'help')).toEqual({
      'aria-invalid': true,
      'aria-describedby': `help ${ERROR_TEXT_ID}`,
    });
    expect(invalidProps(false)).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
  });
});
