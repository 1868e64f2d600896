/**
 * The dashboard frame shared by the home page and every tool: fixed dark side menu (200 px),
 * header, content, footer. Below the md breakpoint (768 px) the menu hides behind a button.
 * Which layout applies is decided by CSS media queries alone, so the first paint already has
 * the final geometry (deciding it in JS after mount moved the content sideways: CLS up to 0.8).
 */
import { MenuOutlined } from './icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { TOOLS } from '../tools/registry';
import type { ToolMeta } from '../tools/types';
import { CommandPalette } from './CommandPalette';
import { Footer } from './Footer';
import { ErrorBoundary } from './ErrorView';
import { SideMenu } from './SideMenu';
import { useRecordVisit } from './userPrefs';
import './layout.css';

export const SIDER_WIDTH = 200;

const byPath = new Map(TOOLS.map((tool) => [tool.path as string, tool]));

/** The tool whose page is showing (routes match case-sensitively, a trailing slash aside). */
function useCurrentTool(): ToolMeta | undefined {
  const { pathname } = useLocation();
  return byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/** After a route change (not the first load), focus goes to the new page's heading, so a
 * screen reader announces it and Tab continues from the top of the new content. */
function useFocusHeadingOnNavigation() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // "/#section" links: the home page scrolls to the section itself.
    if (hash) return;
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
    // Only a new page moves focus; the hash is read, not a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

export function AppLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const tool = useCurrentTool();
  const toggle = useRef<HTMLButtonElement>(null);
  useFocusHeadingOnNavigation();
  useRecordVisit(tool?.id);

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Escape closes the phone-width menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="app-layout" data-menu-open={menuOpen ? '' : undefined}>
      <a className="skip-link" href="#main">
        {t('menu.skip')}
      </a>
      <aside id="app-sider" className="app-sider">
        <SideMenu onNavigate={closeMenu} />
      </aside>
      {menuOpen && <div className="app-backdrop" onClick={closeMenu} aria-hidden />}
      <div className="app-main">
        <header className="app-header">
          <button
            ref={toggle}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="app-sider"
            aria-label={t(menuOpen ? 'menu.close' : 'menu.open')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuOutlined aria-hidden />
          </button>
          {tool ? (
            <nav className="breadcrumb" aria-label={t('menu.breadcrumb')}>
              <ol>
                <li>
                  <Link to="/">{t('menu.home')}</Link>
                </li>
                <li>
                  <Link to={`/#${tool.section}`}>{t(`sections.${tool.section}`)}</Link>
                </li>
                <li aria-current="page">{t(`tools:${tool.id}.title`)}</li>
              </ol>
            </nav>
          ) : (
            <span className="app-header-tagline">{t('home.tagline')}</span>
          )}
          <CommandPalette />
        </header>
        <main id="main" className="app-content" tabIndex={-1}>
          {/* A failed tool chunk is shown here, inside the layout, so the menu stays usable;
              a new page starts afresh. */}
          <ErrorBoundary key={pathname}>
            <Outlet />
          </ErrorBoundary>
        </main>
        <Footer />
      </div>
    </div>
  );
}
