/** The colour as text on white and on black, with its WCAG 2 contrast ratio and levels. */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS, formatRatio } from './constants';

const LEVELS = [
  { key: 'aa', min: 4.5 },
  { key: 'aaLarge', min: 3 },
  { key: 'aaa', min: 7 },
] as const;

function Sample({ hex, ratio, on }: { hex: string; ratio: number; on: 'white' | 'black' }) {
  const { t } = useTranslation(NS);
  return (
    <div className={`color-contrast color-contrast-${on}`} data-testid={`contrast-${on}`}>
      <div className="color-contrast-sample" style={{ color: hex }}>
        {t('sample')}
      </div>
      <Typography.Text strong className="color-contrast-ratio">
        {t(`contrast.${on}`, { ratio: formatRatio(ratio) })}
      </Typography.Text>
      <Flex wrap gap={4}>
        {LEVELS.map(({ key, min }) => {
          const pass = ratio >= min;
          return (
            <Tag
              key={key}
              color={pass ? 'success' : 'error'}
              icon={pass ? <CheckOutlined aria-hidden /> : <CloseOutlined aria-hidden />}
            >
              {t(`levels.${key}`)} {t(pass ? 'pass' : 'fail')}
            </Tag>
          );
        })}
      </Flex>
    </div>
  );
}

export function ContrastPanel(props: { hex: string; white: number; black: number }) {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="color-contrast-title">
      <Typography.Title level={2} className="tool-subheading" id="color-contrast-title">
        {t('contrast.title')}
      </Typography.Title>
      <Flex wrap gap={12}>
        <Sample hex={props.hex} ratio={props.white} on="white" />
        <Sample hex={props.hex} ratio={props.black} on="black" />
      </Flex>
    </section>
  );
}
