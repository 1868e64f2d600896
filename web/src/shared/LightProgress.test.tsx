import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LightProgress } from './LightProgress';

afterEach(cleanup);

describe('LightProgress', () => {
  it('is a progress bar named by its label that shows and speaks the rounded percent', () => {
    render(<LightProgress label="Changing the background" percent={42.6} testId="p" />);
    const bar = screen.getByRole('progressbar', { name: 'Changing the background' });
    expect(bar.getAttribute('aria-valuenow')).toBe('43');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByTestId('p').textContent).toBe('43%');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('43%');
  });

  it('keeps the value between 0 and 100', () => {
    const { rerender } = render(<LightProgress label="Work" percent={130} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('100%')).toBeTruthy();
    rerender(<LightProgress label="Work" percent={-5} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    rerender(<LightProgress label="Work" percent={Number.NaN} />);
    expect(screen.getByText('0%')).toBeTruthy();
  });

  it('shows the step above the line, and no empty line without one', () => {
    const { rerender } = render(
      <LightProgress label="Work" percent={10} step="Downloading language data" testId="p" />,
    );
    expect(screen.getByTestId('p').textContent).toBe('Downloading language data10%');
    rerender(<LightProgress label="Work" percent={10} testId="p" />);
    expect(screen.getByTestId('p').querySelector('p')).toBeNull();
  });
});
