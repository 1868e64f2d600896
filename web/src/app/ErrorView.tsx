/**
 * The fallback for route errors (spec §8): titled "Unexpected Application Error!", showing the
 * status and status text of a route error response, or the error's message. Reload is offered,
 * because the usual cause is a chunk that no longer exists after a deploy. Plain HTML: it must
 * work when nothing else could be loaded.
 */
import { CloseCircleFilled } from './icons';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle';

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return JSON.stringify(error) ?? 'Unknown error';
}

export function ErrorView() {
  const error = useRouteError();
  const { t } = useTranslation();
  useDocumentTitle(t('errorView.title'));
  return (
    <div className="error-view" role="alert">
      <CloseCircleFilled className="error-view-icon" aria-hidden />
      <h1 className="error-view-title">{t('errorView.title')}</h1>
      <code className="error-view-detail">{describeRouteError(error)}</code>
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
