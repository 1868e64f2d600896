import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ToolMeta } from '../tools/types';
import { FavouriteButton } from './FavouriteButton';

/** One tool on the home grid: its icon and title as a link, and a star to keep it on top. */
export function Tile({ tool }: { tool: ToolMeta }) {
  const { t } = useTranslation();
  const Icon = tool.icon;
  return (
    <div className="tile-cell">
      <Link
        to={tool.path}
        className="tile"
        title={t(`tools:${tool.id}.description`)}
        data-tool={tool.id}
      >
        <span className="tile-icon" style={{ background: tool.color }} aria-hidden>
          <Icon />
        </span>
        <span className="tile-title">{t(`tools:${tool.id}.title`)}</span>
      </Link>
      <FavouriteButton id={tool.id} className="tile-star" />
    </div>
  );
}
