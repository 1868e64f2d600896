/** Past calculations, newest first: reuse a result, or bring an expression back to edit. */
import deleteSvg from '@ant-design/icons-svg/inline-svg/outlined/delete.svg?raw';
import historySvg from '@ant-design/icons-svg/inline-svg/outlined/history.svg?raw';
import { useTranslation } from 'react-i18next';
import { lightIcon } from '../../../shared/lightIcon';
import { ResultNumber } from './ResultNumber';

const DeleteOutlined = lightIcon(deleteSvg, 'DeleteOutlined');
const HistoryOutlined = lightIcon(historySvg, 'HistoryOutlined');

export interface Entry {
  expr: string;
  mantissa: string;
  exponent: number | null;
  reuse: string;
}

export const MAX_HISTORY = 50;

export function isHistory(v: unknown): v is Entry[] {
  return (
    Array.isArray(v) &&
    v.length <= MAX_HISTORY &&
    v.every(
      (e) =>
        typeof e === 'object' &&
        e !== null &&
        typeof e.expr === 'string' &&
        typeof e.mantissa === 'string' &&
        (e.exponent === null || typeof e.exponent === 'number') &&
        typeof e.reuse === 'string',
    )
  );
}

export function History({
  entries,
  onReuse,
  onEdit,
  onClear,
}: {
  entries: Entry[];
  onReuse: (entry: Entry) => void;
  onEdit: (entry: Entry) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('calculator');
  return (
    <section className="calc-history" aria-labelledby="calc-history-title">
      <div className="calc-history-head">
        <span id="calc-history-title" className="calc-history-title">
          <HistoryOutlined aria-hidden /> {t('history')}
        </span>
        <button
          type="button"
          className="button button-small calc-history-clear"
          disabled={entries.length === 0}
          onClick={onClear}
        >
          <DeleteOutlined aria-hidden />
          {t('clearHistory')}
        </button>
      </div>
      {entries.length === 0 ? (
        <p className="calc-history-empty">{t('historyEmpty')}</p>
      ) : (
        <ol className="calc-history-list" data-testid="calc-history">
          {entries.map((entry, i) => (
            <li key={`${entries.length - i}`}>
              <button
                type="button"
                className="calc-history-expr"
                title={t('editExpression')}
                onClick={() => onEdit(entry)}
              >
                {entry.expr}
              </button>
              <button
                type="button"
                className="calc-history-result"
                title={t('reuseResult')}
                aria-label={`${t('labelled', { label: t('reuseResult') })}${entry.reuse}`}
                onClick={() => onReuse(entry)}
              >
                = <ResultNumber mantissa={entry.mantissa} exponent={entry.exponent} />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
