/**
 * The not-found page (spec §2), inside the layout so the menu is there: the message, "did you
 * mean …?" when the path differs from a route only in letter case, a search over the tools, and
 * a way home.
 */
import { SearchOutlined } from './icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { caseOnlyMatch, searchTools } from './toolSearch';
import { useDocumentTitle } from './useDocumentTitle';
import { useMarkDrawn } from './pageDrawn';

export function NotFound() {
  const { t } = useTranslation();
  const location = useLocation();
  const [query, setQuery] = useState('');
  useDocumentTitle(t('notFound.title'));
  useMarkDrawn();
  const from = (location.state as { from?: string } | null)?.from;
  const suggestion = from ? caseOnlyMatch(from) : undefined;
  const found = query.trim() ? searchTools(query).slice(0, 8) : [];
  return (
    <div className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      {suggestion && (
        <p className="not-found-suggestion">
          {t('notFound.didYouMean')}{' '}
          <Link to={suggestion.path}>
            {suggestion.path} ({t(`tools:${suggestion.id}.title`)})
          </Link>
        </p>
      )}
      <div className="home-search not-found-search">
        <SearchOutlined aria-hidden className="home-search-icon" />
        <input
          type="search"
          className="text-input"
          placeholder={t('home.searchPlaceholder')}
          aria-label={t('home.searchLabel')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {found.length > 0 && (
        <ul className="not-found-results">
          {found.map((tool) => (
            <li key={tool.id}>
              <Link to={tool.path}>{t(`tools:${tool.id}.title`)}</Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </div>
  );
}
