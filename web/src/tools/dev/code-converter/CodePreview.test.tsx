/**
 * The preview draws the code as SVG in the page, not as an <img>: an image was the page's
 * largest paint, and on a phone it waited for the codes module (170 KB) although the form above
 * it was usable. While there is no code yet, its place is kept, marked busy.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../../../shared/testI18n';
import { afterEach, describe, expect, it } from 'vitest';
import { codeRequest, codeSvg } from '../../../core/codes';
import { CodePreview } from './CodePreview';
import en from './locales/en-US.json';
import { NS } from './options';

const i18n = testI18n(NS, en, undefined, 'en-US');

afterEach(cleanup);

type Props = Parameters<typeof CodePreview>[0];

/** The preview in English, with no logo, no error and the page's label. */
const renderPreview = (props: Pick<Props, 'image' | 'request' | 'made' | 'busy'>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <CodePreview
        {...props}
        logo={null}
        error={null}
        fileName="qr-code"
        label="The generated QR code"
      />
    </I18nextProvider>,
  );

describe('CodePreview', () => {
  it('puts the code in the page as SVG, named as an image, at the preview size', async () => {
    const request = codeRequest('qr', 'https://example.com/');
    const image = await codeSvg(request);
    const { container } = renderPreview({ image, request, made: request, busy: false });
    const picture = screen.getByRole('img', { name: 'The generated QR code' });
    expect(picture.tagName).toBe('DIV');
    expect(picture.querySelector('svg path')).not.toBeNull();
    expect(picture.style.width).toBe('360px');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('code-info').textContent).toContain('Version');
  });

  it('keeps the place of the first code while it is made', () => {
    const { container } = renderPreview({ image: null, request: null, made: null, busy: true });
    expect(container.querySelector('.code-preview-placeholder')).not.toBeNull();
    expect(screen.getByTestId('code-waiting')).toBeTruthy();
    expect(screen.queryByTestId('code-image')).toBeNull();
  });
});
