/** The last colours picked, copied or entered, newest first; click one to use it again. */
import { ClearOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from './constants';

interface Props {
  colors: string[];
  onPick: (hex: string) => void;
  onClear: () => void;
}

export function RecentColors({ colors, onPick, onClear }: Props) {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="color-recent-title">
      <Flex align="center" gap={8}>
        <Typography.Title
          level={2}
          className="tool-subheading"
          id="color-recent-title"
          style={{ margin: 0 }}
        >
          {t('recent.title')}
        </Typography.Title>
        {colors.length > 0 && (
          <Button size="small" type="text" icon={<ClearOutlined aria-hidden />} onClick={onClear}>
            {t('recent.clear')}
          </Button>
        )}
      </Flex>
      {colors.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('recent.empty')}</Typography.Paragraph>
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
