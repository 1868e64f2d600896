import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ToolMeta } from '../tools/types';
import { FavouriteButton } from './FavouriteButton';

/**
 * One tool on the home grid. A tool that is not built yet looks different (dashed, muted, a
 * badge) and its link's name says so, so a screen reader announces "… Coming soon" too.
 */
export function Tile({ tool }: { tool: ToolMeta }) {
  const { t } = useTranslation();
  const Icon = tool.icon;
  const soon = !tool.load;
  return (
    <div className={soon ? 'tile-cell tile-cell-soon' : 'tile-cell'}>
      <Link
        to={tool.path}
        className={soon ? 'tile tile-soon' : 'tile'}
        title={t(`tools:${tool.id}.description`)}
        data-tool={tool.id}
      >
        <span className="tile-icon" style={{ background: tool.color }} aria-hidden>
          <Icon />
        </span>
        <span className="tile-title">{t(`tools:${tool.id}.title`)}</span>
        {soon && <span className="tile-badge">{t('home.comingSoon')}</span>}
      </Link>
      {!soon && <FavouriteButton id={tool.id} className="tile-star" />}
    </div>
  );
}
