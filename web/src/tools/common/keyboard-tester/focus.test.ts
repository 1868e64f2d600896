import { afterEach, describe, expect, it } from 'vitest';
import { isListening, isRealControl } from './focus';

function add(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box.firstElementChild as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keyboard tester focus', () => {
  it('treats text fields, selects, buttons, links and editable text as controls', () => {
    for (const html of [
      '<input>',
      '<textarea></textarea>',
      '<select><option>a</option></select>',
      '<button>b</button>',
      '<a href="/x">link</a>',
      '<div contenteditable="true">text</div>',
    ]) {
      expect(isRealControl(add(html)), html).toBe(true);
    }
  });

  it('does not treat the page, a heading, empty space or the test area as controls', () => {
    expect(isRealControl(null)).toBe(false);
    expect(isRealControl(document.body)).toBe(false);
    for (const html of [
      '<h1>Keyboard tester</h1>',
      '<div></div>',
      '<div tabindex="0">area</div>',
      '<a>no href</a>',
      '<p contenteditable="false">text</p>',
    ]) {
      expect(isRealControl(add(html)), html).toBe(false);
    }
  });

  it('listens when the focus is on the page or the area, not in a control', () => {
    const area = add('<div tabindex="0">area</div>');
    area.focus();
    expect(isListening()).toBe(true);
    area.blur();
    // The focus is on the page itself (a click on the heading or on empty space).
    expect(document.activeElement).toBe(document.body);
    expect(isListening()).toBe(true);
    const input = add('<input>') as HTMLInputElement;
    input.focus();
    expect(isListening()).toBe(false);
  });
});
