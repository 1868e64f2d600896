import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../../../shared/testI18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ZonePlace } from '../../../core';
import { AddPlace } from './AddPlace';
import en from './locales/en-US.json';

const place = (cityEn: string, zone: string): ZonePlace => ({
  entry: zone,
  zone,
  cityEn,
  cityZh: cityEn,
  countryEn: 'Somewhere',
  countryZh: 'Somewhere',
});
const PLACES = [
  place('Tokyo', 'Asia/Tokyo'),
  place('Toronto', 'America/Toronto'),
  place('Tomsk', 'Asia/Tomsk'),
];

const zoneSearch = vi.hoisted(() => vi.fn<(query: string) => Promise<ZonePlace[]>>());
vi.mock('../../../core', () => ({
  zoneSearch,
  toToolError: (e: unknown) => e,
}));

const i18n = testI18n('international-clock', en, undefined, 'en-US');

async function setup(shown: string[] = []) {
  zoneSearch.mockImplementation(async (query) =>
    PLACES.filter((p) => p.cityEn.toLowerCase().startsWith(query.toLowerCase())),
  );
  const onAdd = vi.fn();
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <AddPlace isShown={(p) => shown.includes(p.zone)} onAdd={onAdd} />
      </I18nextProvider>,
    );
  });
  const input = screen.getByRole('combobox');
  return { input, onAdd };
}

async function key(input: HTMLElement, k: string) {
  await act(async () => {
    fireEvent.keyDown(input, { key: k });
  });
}

async function type(input: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
}

const active = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;

afterEach(cleanup);

describe('AddPlace', () => {
  it('opens on Arrow Down with the first place active, and Escape closes it', async () => {
    const { input } = await setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await key(input, 'ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(active(input)).toMatch(/^Tokyo/);
    await key(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('skips places already shown, wraps round, and adds the active one on Enter', async () => {
    const { input, onAdd } = await setup(['America/Toronto']);
    await type(input, 'To');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(active(input)).toMatch(/^Tokyo/);
    await key(input, 'ArrowDown');
    expect(active(input)).toMatch(/^Tomsk/);
    await key(input, 'ArrowDown');
    expect(active(input)).toMatch(/^Tokyo/);
    await key(input, 'ArrowUp');
    expect(active(input)).toMatch(/^Tomsk/);
    const toronto = screen.getByRole('option', { name: /Toronto/ });
    expect(toronto.getAttribute('aria-disabled')).toBe('true');
    expect(toronto.textContent).toMatch(/already shown$/);
    await act(async () => {
      fireEvent.click(toronto);
    });
    expect(onAdd).not.toHaveBeenCalled();
    await key(input, 'Enter');
    expect(onAdd).toHaveBeenCalledWith(PLACES[2]);
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when nothing matches, and Escape then empties the box', async () => {
    const { input } = await setup();
    await type(input, 'qqq');
    expect(screen.getByRole('status').textContent).toBe('No city or time zone matches.');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await key(input, 'Escape');
    expect((input as HTMLInputElement).value).toBe('qqq');
    await key(input, 'Escape');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('adds a place clicked in the list', async () => {
    const { input, onAdd } = await setup();
    await act(async () => {
      fireEvent.click(input);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: /Toronto/ }));
    });
    expect(onAdd).toHaveBeenCalledWith(PLACES[1]);
  });
});
