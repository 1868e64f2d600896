import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useRef, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import * as en from '../i18n/locales/en-US.json';
import * as zh from '../i18n/locales/zh-CN.json';
import { LightClearButton } from './LightClearButton';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'zh-CN',
  defaultNS: 'common',
  resources: {
    'en-US': { common: { actions: en.actions } },
    'zh-CN': { common: { actions: zh.actions } },
  },
  interpolation: { escapeValue: false },
});

function Field({ hidden = false }: { hidden?: boolean }) {
  const [value, setValue] = useState('typed');
  const input = useRef<HTMLInputElement>(null);
  return (
    <I18nextProvider i18n={i18n}>
      <input
        ref={input}
        aria-label="field"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      {value && (
        <LightClearButton onClear={() => setValue('')} input={input} hidden={hidden} testId="x" />
      )}
    </I18nextProvider>
  );
}

afterEach(cleanup);

describe('LightClearButton', () => {
  it('empties the field, gives it the focus back and is named in the current language', () => {
    render(<Field />);
    const button = screen.getByRole('button', { name: '清空' });
    expect(button.tabIndex).toBe(-1);
    fireEvent.click(button);
    expect(screen.getByLabelText<HTMLInputElement>('field').value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('field'));
    expect(screen.queryByTestId('x')).toBeNull();
  });

  it('hidden: no name and out of the accessibility tree where a Clear button exists', () => {
    render(<Field hidden />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('x').getAttribute('aria-hidden')).toBe('true');
  });
});
