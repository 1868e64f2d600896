/** Everything the browser said about the last key event, and the recent ones. */
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { locationKey, type KeyInfo } from './keyState';

const NS = 'keyboard-tester';

const show = (key: string) => (key === ' ' ? 'Space (" ")' : key);

export function KeyDetails({ last, log }: { last: KeyInfo | null; log: KeyInfo[] }) {
  const { t } = useTranslation(NS);
  if (!last) return <p className="kb-hint">{t('pressAnyKey')}</p>;
  const modifiers = (['shift', 'ctrl', 'alt', 'meta'] as const).filter((m) => last[m]);
  const locks = (['capsLock', 'numLock'] as const).filter((m) => last[m]);
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        data-testid="kb-last"
        items={[
          { key: 'key', label: 'key', children: <code>{show(last.key)}</code> },
          { key: 'code', label: 'code', children: <code>{last.code || '—'}</code> },
          { key: 'keyCode', label: 'keyCode', children: <code>{last.keyCode}</code> },
          {
            key: 'location',
            label: t('location'),
            children: `${t(`locations.${locationKey(last.location)}`)} (${last.location})`,
          },
          {
            key: 'modifiers',
            label: t('modifiers'),
            children: modifiers.length
              ? modifiers.map((m) => (
                  <Tag key={m} color="blue">
                    {t(`modifierNames.${m}`)}
                  </Tag>
                ))
              : t('none'),
          },
          {
            key: 'locks',
            label: t('locks'),
            children: locks.length
              ? locks.map((m) => <Tag key={m}>{t(`modifierNames.${m}`)}</Tag>)
              : t('none'),
          },
        ]}
      />
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
