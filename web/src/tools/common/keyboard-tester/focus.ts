/**
 * Where the keys go: the tester catches every key unless the focus is in a real control
 * (a text field, a select, a button, a link, something editable), whose keys keep their usual
 * meaning. A click on the heading or on empty space puts the focus on the page itself, which
 * is not a control: the tester keeps listening.
 */

const CONTROLS = 'input, textarea, select, button, a[href], area[href], [contenteditable]';

/** True when keys typed while `el` has the focus belong to it, not to the tester. */
export function isRealControl(el: Element | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable) return true;
  return el.matches(CONTROLS) && el.getAttribute('contenteditable') !== 'false';
}

/** Whether the tester catches keys now: the window has the focus and no control does. */
export function isListening(doc: Document = document): boolean {
  return doc.hasFocus() && !isRealControl(doc.activeElement);
}
