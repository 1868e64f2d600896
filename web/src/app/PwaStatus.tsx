/**
 * Service-worker status: says when the site is ready for offline use, and offers the update
 * when a new version is waiting (the new worker takes over only when the user agrees).
 */
import { Alert, Button, Space } from 'antd';
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
    <div className="pwa-status" role="status" aria-live="polite">
      {needRefresh ? (
        <Alert
          type="info"
          showIcon
          title={t('pwa.updateAvailable')}
          action={
            <Space>
              <Button size="small" type="primary" onClick={() => void updateServiceWorker(true)}>
                {t('pwa.reload')}
              </Button>
              <Button size="small" onClick={() => setNeedRefresh(false)}>
                {t('pwa.later')}
              </Button>
            </Space>
          }
        />
      ) : (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setOfflineReady(false) }}
          title={t('pwa.offlineReady')}
        />
      )}
    </div>
  );
}
