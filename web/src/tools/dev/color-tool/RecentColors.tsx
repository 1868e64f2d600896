/** The last colours picked, copied or entered, newest first; click one to use it again. */
import clearSvg from '@ant-design/icons-svg/inline-svg/outlined/clear.svg?raw';
import { useTranslation } from 'react-i18next';
import { lightIcon } from '../../../shared/lightIcon';
import { NS } from './constants';

const ClearOutlined = lightIcon(clearSvg, 'ClearOutlined');

interface Props {
  colors: string[];
  onPick: (hex: string) => void;
  onClear: () => void;
}

export function RecentColors({ colors, onPick, onClear }: Props) {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="color-recent-title">
      <div className="color-recent-head">
        <h2 className="tool-subheading color-recent-title" id="color-recent-title">
          {t('recent.title')}
        </h2>
        {colors.length > 0 && (
          <button
            type="button"
            className="button button-small color-recent-clear"
            onClick={onClear}
          >
            <ClearOutlined aria-hidden />
            {t('recent.clear')}
          </button>
        )}
      </div>
      {colors.length === 0 ? (
        <p className="color-recent-empty">{t('recent.empty')}</p>
      ) : (
        <ul className="color-recent" aria-labelledby="color-recent-title">
          {colors.map((hex) => (
            <li key={hex}>
              <button
                type="button"
                className="color-recent-swatch"
                style={{ background: hex }}
                title={hex}
                aria-label={t('recent.use', { hex })}
                onClick={() => onPick(hex)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
