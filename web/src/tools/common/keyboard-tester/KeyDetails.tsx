/** Everything the browser said about the last key event, and the recent ones. */
import { useTranslation } from 'react-i18next';
import { locationKey, type KeyInfo } from './keyState';
import '../../../shared/lightDetails.css';

const NS = 'keyboard-tester';

const show = (key: string) => (key === ' ' ? 'Space (" ")' : key);

/** Names as small tags (antd's Tag), a list named by its term in the details. */
function Tags({
  names,
  labelledBy,
  primary,
}: {
  names: string[];
  labelledBy: string;
  primary?: boolean;
}) {
  return (
    <ul className="kb-tags" aria-labelledby={labelledBy}>
      {names.map((name) => (
        <li key={name} className={primary ? 'kb-tag kb-tag-primary' : 'kb-tag'}>
          {name}
        </li>
      ))}
    </ul>
  );
}

export function KeyDetails({ last, log }: { last: KeyInfo | null; log: KeyInfo[] }) {
  const { t } = useTranslation(NS);
  if (!last) return <p className="kb-hint">{t('pressAnyKey')}</p>;
  const modifiers = (['shift', 'ctrl', 'alt', 'meta'] as const).filter((m) => last[m]);
  const locks = (['capsLock', 'numLock'] as const).filter((m) => last[m]);
  return (
    <>
      {/* antd's bordered Descriptions: name and value side by side, one pair to a row on a
          phone, two or three on wider screens (keyboard.css). */}
      <dl className="light-details kb-details" data-testid="kb-last">
        <dt>key</dt>
        <dd>
          <code>{show(last.key)}</code>
        </dd>
        <dt>code</dt>
        <dd>
          <code>{last.code || '—'}</code>
        </dd>
        <dt>keyCode</dt>
        <dd>
          <code>{last.keyCode}</code>
        </dd>
        <dt>{t('location')}</dt>
        <dd>{`${t(`locations.${locationKey(last.location)}`)} (${last.location})`}</dd>
        <dt id="kb-modifiers-term">{t('modifiers')}</dt>
        <dd>
          {modifiers.length ? (
            <Tags
              names={modifiers.map((m) => t(`modifierNames.${m}`))}
              labelledBy="kb-modifiers-term"
              primary
            />
          ) : (
            t('none')
          )}
        </dd>
        <dt id="kb-locks-term">{t('locks')}</dt>
        <dd>
          {locks.length ? (
            <Tags names={locks.map((m) => t(`modifierNames.${m}`))} labelledBy="kb-locks-term" />
          ) : (
            t('none')
          )}
        </dd>
      </dl>
      <ol className="kb-log" aria-label={t('recent')} data-testid="kb-log">
        {log.map((e, i) => (
          <li key={log.length - i}>
            <span className={e.type === 'down' ? 'kb-down' : 'kb-up'}>
              {t(e.type === 'down' ? 'down' : 'up')}
            </span>{' '}
            <code>{e.code || show(e.key)}</code> <code>{show(e.key)}</code> {e.keyCode}
          </li>
        ))}
      </ol>
    </>
  );
}
