/**
 * Large files for file inputs, made inside the page: `setInputFiles` sends a file's bytes to
 * the browser base64-encoded through the driver, which took 15-25 s for the 25-42 MB files of
 * the size limits on the CI machine. Here only the (small) start of the file is sent, the
 * padding is made in the page, and the input gets the file and the `input` and `change` events
 * as `setInputFiles` gives it.
 */
import type { Locator } from '@playwright/test';

export async function setPaddedFile(
  input: Locator,
  file: { name: string; mimeType: string; head: Buffer; pad: number; fill?: number },
) {
  await input.evaluate(
    (element: HTMLInputElement, { name, mimeType, head, pad, fill }) => {
      const start = Uint8Array.from(atob(head), (c) => c.charCodeAt(0));
      const files = new DataTransfer();
      files.items.add(new File([start, new Uint8Array(pad).fill(fill)], name, { type: mimeType }));
      element.files = files.files;
      element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      element.dispatchEvent(new Event('change', { bubbles: true }));
    },
    {
      name: file.name,
      mimeType: file.mimeType,
      head: file.head.toString('base64'),
      pad: file.pad,
      fill: file.fill ?? 0,
    },
  );
}
