/**
 * The fallback for errors while rendering a page (spec §8): titled "Unexpected Application
 * Error!", showing the error's message. Reload is offered, because the usual cause is a chunk
 * that no longer exists after a deploy (or cannot be fetched offline). Plain HTML and part of
 * the main bundle, not lazy: it must work when nothing else could be loaded.
 */
import { CloseCircleFilled } from './icons';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from './useDocumentTitle';
import { useMarkDrawn } from './pageDrawn';

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return JSON.stringify(error) ?? 'Unknown error';
}

export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useDocumentTitle(t('errorView.title'));
  useMarkDrawn();
  return (
    <div className="error-view" role="alert">
      <CloseCircleFilled className="error-view-icon" aria-hidden />
      <h1 className="error-view-title">{t('errorView.title')}</h1>
      <code className="error-view-detail">{describeError(error)}</code>
      <p>{t('errorView.hint')}</p>
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
