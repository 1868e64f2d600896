import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../../../shared/testI18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorPanel } from './ColorPanel';
import { NS } from './constants';
import en from './locales/en-US.json';
import zh from './locales/zh-CN.json';

const i18n = testI18n(NS, en, zh);

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('zh-CN'));
});

function Panel(props: { onChange?: (hex: string) => void; onChangeEnd?: (hex: string) => void }) {
  const [hex, setHex] = useState('#FF0000');
  return (
    <I18nextProvider i18n={i18n}>
      <p id="label">{zh.picker}</p>
      <ColorPanel
        labelledBy="label"
        value={hex}
        onChange={(next) => {
          setHex(next);
          props.onChange?.(next);
        }}
        onChangeEnd={props.onChangeEnd ?? (() => undefined)}
      />
    </I18nextProvider>
  );
}

describe('ColorPanel', () => {
  // react-colorful names its sliders in English with no prop to change it: if its markup
  // changes, these names are what breaks.
  it('names its three sliders and the area value in the page language', async () => {
    render(<Panel />);
    expect(screen.getByRole('group', { name: zh.picker })).toBeTruthy();
    const area = screen.getByRole('slider', { name: '饱和度与亮度' });
    expect(area.getAttribute('aria-valuetext')).toBe('饱和度 100%，亮度 100%');
    expect(screen.getByRole('slider', { name: '色相' }).getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('slider', { name: '不透明度' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );

    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByRole('slider', { name: 'Hue' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Opacity' })).toBeTruthy();
    expect(
      screen
        .getByRole('slider', { name: 'Saturation and brightness' })
        .getAttribute('aria-valuetext'),
    ).toBe('Saturation 100%, brightness 100%');
  });

  it('moves by the arrow keys, reports upper-case hex, and keeps the value text translated', async () => {
    const onChange = vi.fn();
    const onChangeEnd = vi.fn();
    render(<Panel onChange={onChange} onChangeEnd={onChangeEnd} />);
    const area = screen.getByRole('slider', { name: '饱和度与亮度' });
    // Left: 5 % less saturation.
    await act(async () => {
      fireEvent.keyDown(area, { key: 'ArrowLeft', keyCode: 37 });
    });
    await act(async () => {
      fireEvent.keyUp(area, { key: 'ArrowLeft', keyCode: 37 });
    });
    expect(onChange).toHaveBeenLastCalledWith('#FF0D0D');
    expect(onChangeEnd).toHaveBeenLastCalledWith('#FF0D0D');
    // React wrote the library's English text again; the observer put it back into Chinese.
    await act(async () => undefined);
    expect(area.getAttribute('aria-valuetext')).toBe('饱和度 95%，亮度 100%');
    expect(area.getAttribute('aria-label')).toBe('饱和度与亮度');

    // Opacity: left by 5 % gives #RRGGBBAA.
    const alpha = screen.getByRole('slider', { name: '不透明度' });
    await act(async () => {
      fireEvent.keyDown(alpha, { key: 'ArrowLeft', keyCode: 37 });
    });
    expect(onChange).toHaveBeenLastCalledWith('#FF0D0DF2');
    // Hue: right by 18°.
    const hue = screen.getByRole('slider', { name: '色相' });
    await act(async () => {
      fireEvent.keyDown(hue, { key: 'ArrowRight', keyCode: 39 });
    });
    expect(hue.getAttribute('aria-valuenow')).toBe('18');
  });
});
