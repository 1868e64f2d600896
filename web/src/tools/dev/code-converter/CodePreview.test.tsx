/**
 * The preview draws the code as SVG in the page, not as an <img>: an image was the page's
 * largest paint, and on a phone it waited for the codes module (170 KB) although the form above
 * it was usable. While there is no code yet, its place is kept, marked busy.
 */
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { codeRequest, codeSvg } from '../../../core/codes';
import { CodePreview } from './CodePreview';
import en from './locales/en-US.json';
import { NS } from './options';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en-US',
  resources: { 'en-US': { [NS]: en } },
  interpolation: { escapeValue: false },
});

afterEach(cleanup);

describe('CodePreview', () => {
  it('puts the code in the page as SVG, named as an image, at the preview size', async () => {
    const request = codeRequest('qr', 'https://example.com/');
    const image = await codeSvg(request);
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <CodePreview
          image={image}
          request={request}
          made={request}
          logo={null}
          error={null}
          busy={false}
          fileName="qr-code"
          label="The generated QR code"
        />
      </I18nextProvider>,
    );
    const picture = screen.getByRole('img', { name: 'The generated QR code' });
    expect(picture.tagName).toBe('DIV');
    expect(picture.querySelector('svg path')).not.toBeNull();
    expect(picture.style.width).toBe('360px');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('code-info').textContent).toContain('Version');
  });

  it('keeps the place of the first code while it is made', () => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <CodePreview
          image={null}
          request={null}
          made={null}
          logo={null}
          error={null}
          busy
          fileName="qr-code"
          label="The generated QR code"
        />
      </I18nextProvider>,
    );
    expect(container.querySelector('.code-preview-placeholder')).not.toBeNull();
    expect(screen.getByTestId('code-waiting')).toBeTruthy();
    expect(screen.queryByTestId('code-image')).toBeNull();
  });
});
