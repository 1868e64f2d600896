import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as en from '../i18n/locales/en-US.json';
import * as zh from '../i18n/locales/zh-CN.json';
import { COPIED_MS, FAILED_MS, LightCopyButton } from './LightCopyButton';

const copyText = vi.hoisted(() => vi.fn<(text: string) => Promise<boolean>>());
vi.mock('./clipboard', () => ({ copyText }));

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en-US',
  defaultNS: 'common',
  resources: {
    'en-US': { common: { actions: en.actions } },
    'zh-CN': { common: { actions: zh.actions } },
  },
  interpolation: { escapeValue: false },
});

function renderButton(text = 'abc') {
  return render(
    <I18nextProvider i18n={i18n}>
      <LightCopyButton text={text} label="Copy all" />
    </I18nextProvider>,
  );
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await i18n.changeLanguage('en-US');
});

describe('LightCopyButton', () => {
  it('copies the text, says "Copied" on the button and to a screen reader, then goes back', async () => {
    copyText.mockResolvedValue(true);
    renderButton('one\ntwo');
    expect(screen.getByRole('status')).toHaveProperty('textContent', '');
    await click('Copy all');
    expect(copyText).toHaveBeenCalledWith('one\ntwo');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(COPIED_MS));
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says how to copy by hand when copying fails, in the current language', async () => {
    copyText.mockResolvedValue(false);
    await act(() => i18n.changeLanguage('zh-CN'));
    renderButton();
    await click('Copy all');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('复制失败，请选中文字后按 Ctrl+C。');
    // Shown, not only announced.
    expect(status.className).toBe('light-copy-failed');
    act(() => vi.advanceTimersByTime(FAILED_MS));
    expect(status.textContent).toBe('');
  });

  it('cannot be pressed with nothing to copy', () => {
    renderButton('');
    expect(screen.getByRole('button', { name: 'Copy all' })).toHaveProperty('disabled', true);
  });
});
