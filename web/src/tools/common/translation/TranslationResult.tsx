/**
 * The translation tool's result card: the text (growing while the device streams it), which
 * language was detected, which engine made it ("Translated on this device" / "Translated by
 * MyMemory via our server"), and why the server did when the device was meant to.
 */
import { useTranslation } from 'react-i18next';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import type { Language, Source } from './api';
import type { Answer } from './engine';

export interface Shown extends Omit<Answer, 'engine'> {
  /** `recent`: brought back from the recent translations, not translated now. */
  engine: Answer['engine'] | 'recent';
  /** The pair the device was asked for, for the fallback note. */
  pair: { from: Source; to: Language };
}

export function TranslationResult({ shown, running }: { shown: Shown; running: boolean }) {
  const { t } = useTranslation('translation');
  const language = (code: Source) =>
    code === 'auto' ? t('auto') : t(`languages.${code}`, { defaultValue: code });
  const detected =
    shown.detected && shown.pair.from === 'auto'
      ? t('detected', { language: language(shown.detected) })
      : '';
  const by =
    shown.engine === 'recent'
      ? t('fromRecent')
      : shown.engine === 'device'
        ? t('byDevice')
        : t('provider', { provider: shown.provider });
  const from = shown.detected ?? shown.pair.from;
  return (
    <section className="tr-card" data-testid="tr-result" aria-busy={running}>
      <p className="tr-output" data-testid="tr-output" aria-live={running ? 'off' : 'polite'}>
        {shown.text}
      </p>
      <div className="tr-result-foot">
        <span className="tr-secondary" data-testid="tr-detected">
          {detected ? `${detected} ${by}` : by}
        </span>
        {!running && <LightCopyButton text={shown.text} className="button-small" />}
      </div>
      {shown.fallback && (
        <p className="tr-secondary tr-fallback" data-testid="tr-fallback">
          {t(`fallback.${shown.fallback}`, {
            from: language(from),
            to: language(shown.pair.to),
          })}
        </p>
      )}
    </section>
  );
}
