import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LightChoices } from './LightChoices';
import { LightColorButton } from './LightColorButton';
import { LightSlider } from './LightSlider';
import { LightSwitch } from './LightSwitch';

afterEach(cleanup);

describe('LightSlider', () => {
  function Percent() {
    const [v, setV] = useState(30);
    return (
      <LightSlider
        label="Opacity"
        value={v}
        min={5}
        max={100}
        format={(x) => `${x}%`}
        onChange={setV}
      />
    );
  }

  it('is named by its label, shows and speaks the formatted value, and follows the input', () => {
    render(<Percent />);
    const slider = screen.getByRole('slider', { name: 'Opacity' });
    expect(slider.getAttribute('aria-valuetext')).toBe('30%');
    expect(screen.getByTestId('slider-value').textContent).toBe('30%');
    fireEvent.change(slider, { target: { value: '64' } });
    expect(screen.getByTestId('slider-value').textContent).toBe('64%');
    expect(slider.getAttribute('aria-valuetext')).toBe('64%');
  });
});

describe('LightColorButton', () => {
  it('shows the colour, follows the picker while open and reports the choice when it closes', () => {
    const onChange = vi.fn();
    render(<LightColorButton label="Text colour" value="#112233" onChange={onChange} />);
    const input = screen.getByLabelText('Text colour #112233');
    expect(input.getAttribute('type')).toBe('color');
    fireEvent.input(input, { target: { value: '#ff0000' } });
    expect(screen.getByLabelText('Text colour #ff0000')).toBe(input);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '#FF0000' } });
    expect(onChange).toHaveBeenLastCalledWith('#ff0000');
  });

  it('reports every value when live', () => {
    const onChange = vi.fn();
    render(<LightColorButton label="Fill" value="#000000" live onChange={onChange} />);
    fireEvent.input(screen.getByLabelText('Fill #000000'), { target: { value: '#00ff00' } });
    expect(onChange).toHaveBeenCalledWith('#00ff00');
  });
});

describe('LightSwitch', () => {
  function Tiled() {
    const [on, setOn] = useState(false);
    return <LightSwitch label="Tile" checked={on} onChange={setOn} />;
  }

  it('is a switch named by its label that toggles from the label too', () => {
    render(<Tiled />);
    const sw = screen.getByRole('switch', { name: 'Tile' });
    expect(sw.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(sw);
    expect(sw.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('Tile'));
    expect(sw.getAttribute('aria-checked')).toBe('false');
  });

  it('shows the text inside for its state, named by the label alone', () => {
    function Direction() {
      const [on, setOn] = useState(true);
      return (
        <LightSwitch
          label={`Current: ${on ? 'to Traditional' : 'to Simplified'}`}
          checked={on}
          onChange={setOn}
          inner={{ on: '简→繁', off: '繁→简' }}
          title="Click to switch"
        />
      );
    }
    render(<Direction />);
    const sw = screen.getByRole('switch', { name: 'Current: to Traditional' });
    expect(sw.textContent).toBe('简→繁');
    expect(sw.getAttribute('title')).toBe('Click to switch');
    fireEvent.click(sw);
    expect(screen.getByRole('switch', { name: 'Current: to Simplified' })).toBe(sw);
    expect(sw.getAttribute('aria-checked')).toBe('false');
    expect(sw.textContent).toBe('繁→简');
  });
});

describe('LightChoices', () => {
  function Sex() {
    const [v, setV] = useState<'male' | 'female'>('male');
    return (
      <LightChoices
        legend="Your sex"
        name="sex"
        value={v}
        options={['male', 'female'] as const}
        label={(x) => x.toUpperCase()}
        help={`chosen ${v}`}
        onChange={setV}
      />
    );
  }

  it('is a group named by its legend, described by its help, with one radio checked', () => {
    render(<Sex />);
    const group = screen.getByRole('group', { name: 'Your sex' });
    expect(group.getAttribute('aria-describedby')).toBe('sex-help');
    expect(screen.getByRole('radio', { name: 'MALE' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'FEMALE' }));
    expect(screen.getByRole('radio', { name: 'FEMALE' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'MALE' })).toHaveProperty('checked', false);
    expect(screen.getByText('chosen female').id).toBe('sex-help');
  });
});
