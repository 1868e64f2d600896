/**
 * Search from anywhere: Ctrl-K (⌘-K on a Mac) or the header's search button opens a dialog
 * that finds tools (PaletteDialog.tsx). The button and the shortcut are part of the first page;
 * the dialog is a chunk of its own, fetched when the browser is idle or when first wanted, so
 * the home page does not pay for it.
 */
import { CloseCircleFilled, CloseOutlined, SearchOutlined } from './icons';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterPageDrawn } from './pageDrawn';

const loadDialog = () => import('./PaletteDialog');
const PaletteDialog = lazy(loadDialog);
/** A prefetch that fails (offline before the service worker has the chunk) is no error: the
 * dialog is fetched again when it is opened. If that fails too, a note says so: rendering the
 * lazy dialog without its code would replace the whole page, tool and input, by the error view. */
const prefetchDialog = () => void loadDialog().catch(() => undefined);

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function CommandPalette() {
  const { t } = useTranslation();
  // How many times the palette was asked for; 0 = not yet, so the dialog is not rendered.
  const [opens, setOpens] = useState(0);
  const [failed, setFailed] = useState(false);
  // Opens once its code is here (at once after the prefetch).
  const open = useCallback(() => {
    loadDialog().then(
      () => {
        setFailed(false);
        setOpens((n) => n + 1);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    // Fetch the dialog once the page is drawn and idle, so the first Ctrl-K opens it at once.
    // (Idle alone came while a tool page was still waiting for its code.)
    let idle: number | undefined;
    const stopWaiting = afterPageDrawn(() => {
      idle = window.requestIdleCallback?.(prefetchDialog, { timeout: 5000 });
    });
    return () => {
      window.removeEventListener('keydown', onKey);
      stopWaiting();
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
    };
  }, [open]);

  const shortcut = isMac() ? '⌘K' : 'Ctrl K';
  return (
    <>
      <button
        type="button"
        className="palette-button"
        aria-label={t('palette.open', { shortcut })}
        aria-keyshortcuts={isMac() ? 'Meta+K' : 'Control+K'}
        onClick={open}
        onPointerEnter={prefetchDialog}
      >
        <SearchOutlined aria-hidden />
        <kbd aria-hidden>{shortcut}</kbd>
      </button>
      {opens > 0 && (
        <Suspense fallback={null}>
          <PaletteDialog opens={opens} />
        </Suspense>
      )}
      {failed && (
        <div className="corner-notice" role="alert">
          <div className="notice notice-error">
            <CloseCircleFilled aria-hidden className="notice-icon" />
            <span className="notice-text">{t('palette.unavailable')}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={t('actions.close')}
              onClick={() => setFailed(false)}
            >
              <CloseOutlined aria-hidden />
            </button>
          </div>
        </div>
      )}
    </>
  );
}
