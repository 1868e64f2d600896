/**
 * The frame of every tool page: title, description, privacy and offline notes, a star, then the
 * tool itself. The frame paints at once; the tool's code (with antd, which only tool pages load)
 * and its strings arrive in a lazy chunk while a reserved box and the loading bar stand in.
 */
import { CloudServerOutlined, LockOutlined } from './icons';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolMeta } from '../tools/types';
import { FavouriteButton } from './FavouriteButton';
import { OfflineNote } from './OfflineNote';
import { ProgressBar } from './RouteProgress';
import { useDocumentTitle } from './useDocumentTitle';

export function ToolShell({ meta, children }: { meta: ToolMeta; children?: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`tools:${meta.id}.title`);
  useDocumentTitle(title);
  const local = meta.privacy === 'local';
  return (
    <article className="tool" data-tool={meta.id}>
      <header className="tool-header">
        <div className="tool-title-row">
          <h1>{title}</h1>
          <FavouriteButton id={meta.id} />
        </div>
        <p className="tool-description">{t(`tools:${meta.id}.description`)}</p>
        <p className="tool-privacy">
          {local ? <LockOutlined aria-hidden /> : <CloudServerOutlined aria-hidden />}{' '}
          {t(local ? 'tool.privacyLocal' : 'tool.privacyProxied')}
        </p>
        <OfflineNote id={meta.id} />
      </header>
      <Suspense
        fallback={
          <div className="tool-body tool-body-loading">
            <ProgressBar active />
          </div>
        }
      >
        <div className="tool-body">{children}</div>
      </Suspense>
    </article>
  );
}
