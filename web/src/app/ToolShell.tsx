/**
 * The frame of every tool page: title, description, privacy and offline notes, a star, then the
 * tool itself. The frame paints at once; the tool's code and its strings arrive in a lazy chunk while a reserved box and the loading bar stand in.
 */
import { CloudServerOutlined, LockOutlined } from './icons';
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolMeta } from '../tools/types';
import { FavouriteButton } from './FavouriteButton';
import { OfflineNote } from './OfflineNote';
import { MarkDrawn } from './pageDrawn';
import { ProgressBar } from './RouteProgress';
import { useDocumentTitle } from './useDocumentTitle';

export function ToolShell({ meta, children }: { meta: ToolMeta; children?: ReactNode }) {
  const { t } = useTranslation();
  // The page rendered at build time (web/src/prerender.tsx) has the frame and the loading box.
  // Hydration must meet that same box, not the lazy body (which would suspend mid-hydration),
  // so the body comes in the render right after, as a transition: the tool's first render
  // is then cut into short slices instead of one long task.
  const [withBody, setWithBody] = useState(false);
  useEffect(() => startTransition(() => setWithBody(true)), []);
  // The placeholder and the Suspense fallback are two mounts of the bar; both count from here.
  const [since] = useState(Date.now);
  const loading = (
    <div className="tool-body tool-body-loading">
      <ProgressBar active since={since} />
    </div>
  );
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
        <OfflineNote id={meta.id} network={meta.network} />
      </header>
      {withBody ? (
        <Suspense fallback={loading}>
          <div className="tool-body">{children}</div>
          {/* Committed with the body, once it has arrived: the page is then drawn. */}
          <MarkDrawn />
        </Suspense>
      ) : (
        loading
      )}
    </article>
  );
}
