/**
 * The tally: counts with shares, the current and longest runs, the last flips. The figures are
 * a description list of our own (antd's Statistic before): each name above its value.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinStats } from '../../../core';
import { formatCount } from '../../../shared/formatCount';

const NS = 'coin-flip';

/** One figure: its name, its value (found by `testId`) and an optional share after it. */
function Figure({
  title,
  testId,
  extra,
  children,
}: {
  title: string;
  testId: string;
  extra?: string;
  children: ReactNode;
}) {
  return (
    <div className="coin-figure">
      <dt>{title}</dt>
      <dd>
        <span className="coin-figure-value" data-testid={testId}>
          {children}
        </span>
        {extra !== undefined && <small className="coin-figure-share">{extra}</small>}
      </dd>
    </div>
  );
}

interface Props {
  stats: CoinStats;
  /** While coins are in the air: their result is added to the tally when they land. */
  busy: boolean;
  onReset: () => void;
}

export function Stats({ stats, busy, onReset }: Props) {
  const { t, i18n } = useTranslation(NS);
  const total = stats.heads + stats.tails;
  const share = (n: number) =>
    total === 0
      ? '–'
      : (n / total).toLocaleString(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const count = (n: number) => formatCount(n, i18n.language);
  return (
    <section className="coin-stats" aria-labelledby="coin-stats-title">
      <h2 id="coin-stats-title">{t('stats')}</h2>
      <dl className="coin-figures">
        <Figure title={t('heads')} testId="coin-heads" extra={share(stats.heads)}>
          {count(stats.heads)}
        </Figure>
        <Figure title={t('tails')} testId="coin-tails" extra={share(stats.tails)}>
          {count(stats.tails)}
        </Figure>
        <Figure title={t('total')} testId="coin-total">
          {count(total)}
        </Figure>
        <Figure title={t('streak')} testId="coin-streak">
          {stats.streakSide
            ? t('streakValue', { count: stats.streak, side: t(stats.streakSide) })
            : '–'}
        </Figure>
        <Figure title={t('longest')} testId="coin-longest">
          {t('longestValue', { heads: stats.longestHeads, tails: stats.longestTails })}
        </Figure>
      </dl>
      <h3 id="coin-history-title">{t('history', { count: stats.history.length })}</h3>
      {stats.history.length === 0 ? (
        <p className="coin-empty">{t('noFlips')}</p>
      ) : (
        <ol
          className="coin-history"
          aria-labelledby="coin-history-title"
          data-testid="coin-history"
        >
          {stats.history.map((side, i) => (
            <li key={i} className={`coin-chip coin-chip-${side}`} title={t(side)}>
              <span aria-hidden>{t(`${side}Short`)}</span>
              <span className="visually-hidden">{t(side)}</span>
            </li>
          ))}
        </ol>
      )}
      {/* Not while coins are in the air: they land on the tally they were thrown with, which
          would bring the cleared counts back. */}
      <button type="button" className="button" onClick={onReset} disabled={total === 0 || busy}>
        {t('resetStats')}
      </button>
    </section>
  );
}
