/** The colour as text on white and on black, with its WCAG 2 contrast ratio and levels. */
import { useTranslation } from 'react-i18next';
import { CheckOutlined, CloseOutlined } from '../../../app/icons';
import '../../../shared/lightTag.css';
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
      <strong className="color-contrast-ratio">
        {t(`contrast.${on}`, { ratio: formatRatio(ratio) })}
      </strong>
      <ul className="color-levels">
        {LEVELS.map(({ key, min }) => {
          const pass = ratio >= min;
          return (
            <li key={key} className={`light-tag color-level color-level-${pass ? 'pass' : 'fail'}`}>
              {pass ? <CheckOutlined aria-hidden /> : <CloseOutlined aria-hidden />}{' '}
              {t(`levels.${key}`)} {t(pass ? 'pass' : 'fail')}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ContrastPanel(props: { hex: string; white: number; black: number }) {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="color-contrast-title">
      <h2 className="tool-subheading" id="color-contrast-title">
        {t('contrast.title')}
      </h2>
      <div className="color-contrasts">
        <Sample hex={props.hex} ratio={props.white} on="white" />
        <Sample hex={props.hex} ratio={props.black} on="black" />
      </div>
    </section>
  );
}
