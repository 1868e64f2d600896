/** The frame of every tool page: title, description, privacy note, then the tool itself. */
import { CloudServerOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ToolMeta } from '../tools/types';
import { useDocumentTitle } from './useDocumentTitle';

export function ToolShell({ meta, children }: { meta: ToolMeta; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`tools:${meta.id}.title`);
  useDocumentTitle(title);
  const local = meta.privacy === 'local';
  return (
    <article className="tool" data-tool={meta.id}>
      <header className="tool-header">
        <h1>{title}</h1>
        <p className="tool-description">{t(`tools:${meta.id}.description`)}</p>
        <p className="tool-privacy">
          {local ? <LockOutlined aria-hidden /> : <CloudServerOutlined aria-hidden />}{' '}
          {t(local ? 'tool.privacyLocal' : 'tool.privacyProxied')}
        </p>
      </header>
      {meta.load ? (
        <div className="tool-body">{children}</div>
      ) : (
        <Result
          status="info"
          title={t('tool.comingSoonTitle')}
          subTitle={t('tool.comingSoonBody', { title })}
          extra={
            <Link to="/">
              <Button type="primary">{t('tool.backHome')}</Button>
            </Link>
          }
        />
      )}
    </article>
  );
}
