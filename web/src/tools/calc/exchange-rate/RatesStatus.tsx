import reloadSvg from '@ant-design/icons-svg/inline-svg/outlined/reload.svg?raw';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { lightIcon } from '../../../shared/lightIcon';
import type { RatesState } from './useRates';

const ReloadOutlined = lightIcon(reloadSvg, 'ReloadOutlined');

const NS = 'exchange-rate';

/** "Rates as of <date>, source <name>", how fresh they are, and a retry when offline. */
export function RatesStatus({ state }: { state: RatesState }) {
  const { t, i18n } = useTranslation(NS);
  const { rates, loading, failed, retry } = state;
  // While a retry runs the button turns to a spinner and ignores clicks (antd's loading button).
  const retryButton = (
    <button
      type="button"
      className="button button-small fx-retry"
      aria-busy={loading || undefined}
      onClick={() => !loading && retry()}
    >
      {loading ? (
        <span className="spinner fx-retry-spinner" aria-hidden />
      ) : (
        <ReloadOutlined aria-hidden />
      )}
      {t('retry')}
    </button>
  );
  if (!rates) {
    if (loading)
      return (
        <div className="fx-loading" role="status">
          <span className="spinner" aria-hidden />
          <span>{t('loading')}</span>
        </div>
      );
    return <ErrorNotice text={t('loadFailed')}>{retryButton}</ErrorNotice>;
  }
  const { answer } = rates;
  const saved = rates.origin === 'saved';
  const bundledCopy = rates.origin === 'bundled';
  const time = new Date(rates.receivedAt).toLocaleString(i18n.language);
  const fresh =
    rates.origin === 'network' && (answer.status === 'live' || answer.status === 'cached');
  return (
    <div className="fx-status" data-testid="fx-status">
      <div className="fx-status-line">
        <span>{t('asOf', { date: answer.date, source: answer.source })}</span>
        <span className="fx-status-tags">
          {/* Status colours, AA in light and dark (lightTag.css). */}
          <span
            className={fresh ? 'light-tag light-tag-success' : 'light-tag light-tag-warning'}
            data-testid="fx-freshness"
          >
            {saved
              ? t('status.saved', { time })
              : bundledCopy
                ? t('status.bundled', { date: answer.date })
                : t(`status.${answer.status}`)}
          </span>
          {failed && retryButton}
        </span>
      </div>
    </div>
  );
}

/**
 * The currencies the source left out, filled from the built-in snapshot. Said under the
 * converter, with the rounding note, not in the status above it: the status keeps one shape
 * from "Loading" to the answer, so nothing below it moves when the rates arrive.
 */
export function SnapshotNote({ state }: { state: RatesState }) {
  const { t } = useTranslation(NS);
  const answer = state.rates?.answer;
  if (!answer || answer.fromSnapshot.length === 0) return null;
  return (
    <p className="fx-warning-text">
      {t('partialSnapshot', {
        currencies: answer.fromSnapshot.join(', '),
        date: answer.snapshotDate,
      })}
    </p>
  );
}
