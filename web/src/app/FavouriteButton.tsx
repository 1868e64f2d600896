import { StarFilled, StarOutlined } from './icons';
import { useTranslation } from 'react-i18next';
import { favourites, toggleFavourite } from './userPrefs';

/** A toggle button that stars a tool; starred tools come first on the home page. */
export function FavouriteButton({ id, className }: { id: string; className?: string }) {
  const { t } = useTranslation();
  const starred = favourites.use().includes(id);
  const title = t(`tools:${id}.title`);
  return (
    <button
      type="button"
      className={`favourite-button ${className ?? ''}`}
      aria-pressed={starred}
      aria-label={t('favourites.toggle', { title })}
      title={t(starred ? 'favourites.remove' : 'favourites.add')}
      onClick={() => toggleFavourite(id)}
    >
      {starred ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
    </button>
  );
}
