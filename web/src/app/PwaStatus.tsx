/**
 * Service-worker status: says when the site is ready for offline use, and offers the update
 * when a new version is waiting (the new worker takes over only when the user agrees).
 */
import { CheckCircleFilled, CloseOutlined, InfoCircleFilled } from './icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

const OFFLINE_NOTE_MS = 8000;

export function PwaStatus() {
  const { t } = useTranslation();
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error) {
      console.error('Service worker registration failed:', error);
    },
  });

  useEffect(() => {
    if (!offlineReady) return;
    const timer = setTimeout(() => setOfflineReady(false), OFFLINE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [offlineReady, setOfflineReady]);

  if (!offlineReady && !needRefresh) return null;
  return (
    <div className="corner-notice" role="status" aria-live="polite">
      {needRefresh ? (
        <div className="notice notice-info">
          <InfoCircleFilled aria-hidden className="notice-icon" />
          <span className="notice-text">{t('pwa.updateAvailable')}</span>
          <button
            type="button"
            className="button button-primary button-small"
            onClick={() => void updateServiceWorker(true)}
          >
            {t('pwa.reload')}
          </button>
          <button
            type="button"
            className="button button-small"
            onClick={() => setNeedRefresh(false)}
          >
            {t('pwa.later')}
          </button>
        </div>
      ) : (
        <div className="notice notice-success">
          <CheckCircleFilled aria-hidden className="notice-icon" />
          <span className="notice-text">{t('pwa.offlineReady')}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('actions.close')}
            onClick={() => setOfflineReady(false)}
          >
            <CloseOutlined aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
