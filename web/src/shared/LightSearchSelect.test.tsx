import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LightSearchSelect, filterGroups, searchKey, type SearchGroup } from './LightSearchSelect';

const GROUPS: SearchGroup[] = [
  {
    label: 'Common',
    options: [
      { value: 'Asia/Shanghai', label: 'China (Beijing time) · Asia/Shanghai' },
      { value: 'America/New_York', label: 'United States (New York) · America/New_York' },
    ],
  },
  {
    label: 'All',
    options: [
      { value: 'America/Los_Angeles', label: 'America/Los_Angeles' },
      { value: 'Europe/Berlin', label: 'Europe/Berlin' },
    ],
  },
];

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('Asia/Shanghai');
  return (
    <>
      <label htmlFor="zone" id="zone-label">
        Time zone
      </label>
      <LightSearchSelect
        id="zone"
        labelId="zone-label"
        value={value}
        groups={GROUPS}
        noMatch="No match"
        onChange={(v) => {
          onChange?.(v);
          setValue(v);
        }}
      />
      <span data-testid="value">{value}</span>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Time zone' });
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);
const active = () => {
  const id = field().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

afterEach(cleanup);

describe('searchKey and filterGroups', () => {
  it('ignore case, spaces and underscores', () => {
    expect(searchKey('  America/New_York ')).toBe('america/new york');
    expect(filterGroups(GROUPS, 'los angeles').flatMap((g) => g.options)).toEqual([
      GROUPS[1].options[0],
    ]);
    expect(filterGroups(GROUPS, 'NEW YORK').map((g) => g.label)).toEqual(['Common']);
    expect(filterGroups(GROUPS, '   ')).toBe(GROUPS);
    expect(filterGroups(GROUPS, 'nowhere')).toEqual([]);
  });
});

describe('LightSearchSelect', () => {
  it('shows the chosen label, closed, until clicked', () => {
    render(<Harness />);
    expect(field()).toHaveProperty('value', 'China (Beijing time) · Asia/Shanghai');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(field());
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Time zone' })).toBeTruthy();
    expect(options()).toHaveLength(4);
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-labelledby'))).toEqual([
      'zone-group-0',
      'zone-group-1',
    ]);
    // The chosen option is the active one when the list opens.
    expect(active()).toBe('China (Beijing time) · Asia/Shanghai');
  });

  it('filters as typed; Enter takes the first match', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(field(), { target: { value: 'new york' } });
    expect(options()).toEqual(['United States (New York) · America/New_York']);
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('America/New_York');
    expect(screen.getByTestId('value').textContent).toBe('America/New_York');
    expect(field()).toHaveProperty('value', 'United States (New York) · America/New_York');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves with the arrow keys, wrapping, and chooses with Enter', () => {
    render(<Harness />);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(active()).toBe('China (Beijing time) · Asia/Shanghai');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(active()).toBe('America/Los_Angeles');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('America/Los_Angeles');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(active()).toBe('Europe/Berlin');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('Europe/Berlin');
  });

  it('Escape and leaving the field close without a change', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(field(), { target: { value: 'berlin' } });
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field()).toHaveProperty('value', 'China (Beijing time) · Asia/Shanghai');
    fireEvent.change(field(), { target: { value: 'berlin' } });
    fireEvent.blur(field());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field()).toHaveProperty('value', 'China (Beijing time) · Asia/Shanghai');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a click on an option chooses it', () => {
    render(<Harness />);
    fireEvent.click(field());
    fireEvent.click(screen.getByRole('option', { name: 'Europe/Berlin' }));
    expect(screen.getByTestId('value').textContent).toBe('Europe/Berlin');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when nothing matches', () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: 'atlantis' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No match');
    // No list is showing, and the field says so.
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().getAttribute('aria-controls')).toBeNull();
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('Asia/Shanghai');
  });
});
