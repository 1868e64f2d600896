/**
 * The dashboard: favourites and recently used tools first, then one section per side-menu
 * entry, each a grid of tiles (4 per row on wide screens), plus a search box over titles,
 * descriptions, keywords (both languages) and pinyin. The query lives in the URL (`/?q=`).
 */
import { SearchOutlined } from './icons';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '../config';
import { currentLanguage } from '../i18n';
import { TOOLS } from '../tools/registry';
import { SECTIONS, type ToolMeta } from '../tools/types';
import { Tile } from './Tile';
import { searchTools } from './toolSearch';
import { useDocumentTitle } from './useDocumentTitle';
import { useMarkDrawn } from './pageDrawn';
import { favourites, recents } from './userPrefs';
import './home.css';

function QuickLinks({ id, title, tools }: { id: string; title: string; tools: ToolMeta[] }) {
  const { t } = useTranslation();
  if (tools.length === 0) return null;
  return (
    <section className="home-quick" aria-labelledby={`${id}-title`} data-list={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul>
        {tools.map((tool) => {
          const Icon = tool.icon;
          return (
            <li key={tool.id}>
              <Link to={tool.path} className="quick-link" data-tool={tool.id}>
                <span className="quick-link-icon" style={{ background: tool.color }} aria-hidden>
                  <Icon />
                </span>
                {t(`tools:${tool.id}.title`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const byId = (ids: string[]) =>
  ids.map((id) => TOOLS.find((tool) => tool.id === id)).filter(Boolean) as ToolMeta[];

export function Home() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const starred = favourites.use();
  const recent = recents.use();
  useDocumentTitle();
  useMarkDrawn();

  // Menu entries navigate to "/#<section>": scroll there, also when the hash did not change.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [location.hash, location.key]);

  const visible = useMemo(
    () =>
      searchTools(
        query,
        TOOLS.filter((tool) => tool.tile),
      ),
    [query],
  );

  return (
    <div className="home">
      <div className="home-intro">
        <h1>{PRODUCT_NAME[currentLanguage()]}</h1>
        <div className="home-search">
          <SearchOutlined aria-hidden className="home-search-icon" />
          <input
            type="search"
            className="text-input"
            placeholder={t('home.searchPlaceholder')}
            aria-label={t('home.searchLabel')}
            value={query}
            onChange={(e) => {
              const value = e.target.value;
              setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });
            }}
          />
        </div>
      </div>
      {!query && (
        <>
          <QuickLinks id="favourites" title={t('favourites.title')} tools={byId(starred)} />
          <QuickLinks id="recent" title={t('home.recent')} tools={byId(recent)} />
        </>
      )}
      {visible.length === 0 && (
        <p className="home-empty" role="status">
          {t('home.noMatch', { query: query.trim() })}
        </p>
      )}
      {SECTIONS.map((section) => {
        const tools = visible.filter((tool) => tool.section === section);
        if (tools.length === 0) return null;
        return (
          <section
            key={section}
            id={section}
            className="home-section"
            aria-labelledby={`${section}-title`}
          >
            <h2 id={`${section}-title`}>{t(`sections.${section}`)}</h2>
            <div className="tile-grid">
              {tools.map((tool) => (
                <Tile key={tool.id} tool={tool} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
