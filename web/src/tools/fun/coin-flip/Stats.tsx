/** The tally: counts with shares, the current and longest runs, the last flips. */
import { Button, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CoinStats } from '../../../core';

const NS = 'coin-flip';

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
  return (
    <section className="coin-stats" aria-labelledby="coin-stats-title">
      <h2 id="coin-stats-title">{t('stats')}</h2>
      <Flex wrap gap="12px 32px">
        <Statistic
          title={t('heads')}
          value={stats.heads}
          suffix={<small>{share(stats.heads)}</small>}
          data-testid="coin-heads"
        />
        <Statistic
          title={t('tails')}
          value={stats.tails}
          suffix={<small>{share(stats.tails)}</small>}
          data-testid="coin-tails"
        />
        <Statistic title={t('total')} value={total} data-testid="coin-total" />
        <Statistic
          title={t('streak')}
          value={
            stats.streakSide
              ? t('streakValue', { count: stats.streak, side: t(stats.streakSide) })
              : '–'
          }
          data-testid="coin-streak"
        />
        <Statistic
          title={t('longest')}
          value={t('longestValue', { heads: stats.longestHeads, tails: stats.longestTails })}
          data-testid="coin-longest"
        />
      </Flex>
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
      <Button onClick={onReset} disabled={total === 0 || busy}>
        {t('resetStats')}
      </Button>
    </section>
  );
}
