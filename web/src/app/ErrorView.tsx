/**
 * The fallback for errors while rendering a page (spec §8): titled "Unexpected Application
 * Error!", with the error's message under "Technical details". Reload is offered, because the
 * usual cause is a chunk that no longer exists after a deploy, or cannot be fetched offline:
 * that case is said in plain words, and offline the page reloads by itself once back online.
 * Plain HTML and part of the main bundle, not lazy: it must work when nothing else could be
 * loaded.
 */
import { CloseCircleFilled } from './icons';
import { Component, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from './useDocumentTitle';
import { useMarkDrawn } from './pageDrawn';

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return JSON.stringify(error) ?? 'Unknown error';
}

/** A page's code that could not be downloaded, as Chromium, Safari, Firefox and Vite word it. */
const DOWNLOAD_FAILED =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i;

export function isDownloadError(error: unknown): boolean {
  return DOWNLOAD_FAILED.test(describeError(error));
}

/** Offline now; for a page whose code did not download, reloads it once the network is back. */
function useOfflineReload(active: boolean): boolean {
  const [offline, setOffline] = useState(() => active && !navigator.onLine);
  useEffect(() => {
    if (!active) return;
    const online = () => window.location.reload();
    const gone = () => setOffline(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', gone);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', gone);
    };
  }, [active]);
  return offline;
}

export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useDocumentTitle(t('errorView.title'));
  useMarkDrawn();
  const download = isDownloadError(error);
  const offline = useOfflineReload(download);
  const hint = download
    ? t(offline ? 'errorView.offline' : 'errorView.download')
    : t('errorView.hint');
  return (
    <div className="error-view" role="alert">
      <CloseCircleFilled className="error-view-icon" aria-hidden />
      <h1 className="error-view-title">{t('errorView.title')}</h1>
      <p>{hint}</p>
      <details className="error-view-details">
        <summary>{t('errorView.details')}</summary>
        <code className="error-view-detail">{describeError(error)}</code>
      </details>
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.location.reload()}
        >
          {t('errorView.reload')}
        </button>
        <a className="button" href="/">
          {t('errorView.home')}
        </a>
      </div>
    </div>
  );
}

/** Shows ErrorView instead of a subtree that threw while rendering (or whose chunk failed). */
export class ErrorBoundary extends Component<
  { children: ReactNode },
  { failed: boolean; error: unknown }
> {
  state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  render() {
    return this.state.failed ? <ErrorView error={this.state.error} /> : this.props.children;
  }
}
