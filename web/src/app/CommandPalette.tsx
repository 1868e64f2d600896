/**
 * Search from anywhere: Ctrl-K (⌘-K on a Mac) or the header's search button opens a dialog
 * that finds tools. The dialog and its search box are part of the first page and open in the
 * same keystroke, so what is typed right after the shortcut lands in the box, in order, through
 * the input method (an IME composes Chinese in the box as anywhere else). The list of results
 * (PaletteDialog.tsx) is a chunk of its own, fetched when the browser is idle or when first
 * wanted, so the home page does not pay for it; until it has come the box already takes the
 * query, and an Enter typed meanwhile opens the match as soon as the list is there.
 */
import { CloseCircleFilled, CloseOutlined, SearchOutlined } from './icons';
import {
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { afterPageDrawn } from './pageDrawn';
import type { PaletteControl } from './PaletteDialog';

const loadDialog = () => import('./PaletteDialog');
const PaletteResults = lazy(loadDialog);
/** A prefetch that fails (offline before the service worker has the chunk) is no error: the
 * list is fetched again when the palette is opened. If that fails too, the box closes and a note
 * says so: rendering the lazy list without its code would replace the whole page, tool and
 * input, by the error view. */
const prefetchDialog = () => void loadDialog().catch(() => undefined);

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const neverChanges = () => () => undefined;
/** The page is prerendered without a platform, as on Windows/Linux ("Ctrl K"): a Mac reads
 * "⌘K" only after hydration, so the first client render matches the HTML (no React #418). */
const useIsMac = () => useSyncExternalStore(neverChanges, isMac, () => false);

export function CommandPalette() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Whether the results' code has come (it is rendered from then on).
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const control = useRef<PaletteControl>(null);
  // An Enter typed before the results' code came: it opens the match once they are there.
  const pendingEnterRef = useRef(false);

  // Opens the box in this very event (no render, no download in between), so the next key
  // goes into it.
  const open = useCallback(() => {
    const box = dialog.current;
    if (box && !box.open) box.showModal();
    input.current?.focus();
    loadDialog().then(
      () => {
        setFailed(false);
        setLoaded(true);
      },
      () => {
        pendingEnterRef.current = false;
        box?.close();
        setFailed(true);
      },
    );
  }, []);

  // Listening from the commit that draws the page (a layout effect, not a passive one that
  // runs a moment later), so a Ctrl-K pressed as soon as the page shows is not lost.
  useLayoutEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    // Fetch the results' code once the page is drawn and idle, so the list is there at once.
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

  const close = () => dialog.current?.close();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm or move inside an input method's composition are the IME's.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    // A search field would only clear itself on Escape; the palette closes.
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const count = control.current?.count ?? 0;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (count > 0) setActive((i) => (i + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (control.current) control.current.pick();
      else pendingEnterRef.current = true;
    }
  };

  const mac = useIsMac();
  const shortcut = mac ? '⌘K' : 'Ctrl K';
  return (
    <>
      <button
        type="button"
        className="palette-button"
        aria-label={t('palette.open', { shortcut })}
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        onClick={open}
        onPointerEnter={prefetchDialog}
      >
        <SearchOutlined aria-hidden />
        <kbd aria-hidden>{shortcut}</kbd>
      </button>
      {/* A native <dialog> gives the focus trap, the backdrop and Escape for free. */}
      <dialog
        ref={dialog}
        className="palette"
        aria-label={t('palette.title')}
        onClick={(event) => event.target === dialog.current && close()}
        // The next opening starts empty.
        onClose={() => {
          setQuery('');
          setActive(0);
          pendingEnterRef.current = false;
        }}
      >
        <div className="palette-box">
          <input
            ref={input}
            type="search"
            className="text-input palette-input"
            role="combobox"
            // Expanded, with aria-controls, only once the list is in the page (PaletteDialog).
            aria-expanded={false}
            aria-label={t('palette.title')}
            placeholder={t('palette.placeholder')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          {loaded && (
            <Suspense fallback={null}>
              <PaletteResults
                query={query}
                active={active}
                setActive={setActive}
                input={input}
                control={control}
                pendingEnterRef={pendingEnterRef}
                close={close}
              />
            </Suspense>
          )}
        </div>
      </dialog>
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
