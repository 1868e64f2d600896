import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LightLongTextInput } from './LightLongTextInput';
import { PREVIEW_CHARS } from './preview';

function Box({ initial = '', onChange }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <LightLongTextInput
      id="box"
      value={value}
      onChange={(v) => {
        onChange?.(v);
        setValue(v);
      }}
      label="Text"
      placeholder="Type here"
      rows={4}
      longNotice="Only the beginning is shown"
    />
  );
}

afterEach(cleanup);

describe('LightLongTextInput', () => {
  it('is a text box named by its label, editable, with no notice for a short text', () => {
    const onChange = vi.fn();
    render(<Box onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Text' });
    fireEvent.change(box, { target: { value: '汉字' } });
    expect(onChange).toHaveBeenCalledWith('汉字');
    expect(box).toHaveProperty('value', '汉字');
    expect(box).toHaveProperty('readOnly', false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows only the beginning of a long text, read-only, with the notice', () => {
    render(<Box initial={'字'.repeat(PREVIEW_CHARS + 10)} />);
    const box = screen.getByRole('textbox', { name: 'Text' });
    expect((box as HTMLTextAreaElement).value.length).toBe(PREVIEW_CHARS);
    expect(box).toHaveProperty('readOnly', true);
    expect(screen.getByRole('status').textContent).toBe('Only the beginning is shown');
  });

  it('takes a long paste over, inserting it at the caret', () => {
    const onChange = vi.fn();
    render(<Box initial="ab" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement;
    box.setSelectionRange(1, 1);
    const pasted = 'x'.repeat(PREVIEW_CHARS + 1);
    const event = fireEvent.paste(box, { clipboardData: { getData: () => pasted } });
    expect(event).toBe(false); // default prevented: the browser does not lay it out
    expect(onChange).toHaveBeenCalledWith(`a${pasted}b`);
  });
});
