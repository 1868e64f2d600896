/**
 * The picker panel: a saturation/brightness area, a hue strip and an opacity strip, from
 * react-colorful (about 3 KB, no dependencies). Each part is a focusable `role="slider"` that the
 * arrow keys move by 5 % of its range; a pointer drags it.
 *
 * react-colorful names its sliders in English ("Color", "Hue", "Alpha") and writes the area's
 * value as "Saturation 91%, Brightness 100%", with no prop to change either. This component
 * renames them in the page's language once they are in the DOM, and rewrites the area's value
 * text each time React sets it again (a MutationObserver, which runs before the browser paints
 * or updates its accessibility tree). React leaves the names alone afterwards: they are constant
 * props, so it never writes them again. `ColorPanel.test.tsx` fails if the library's markup
 * changes under us.
 */
import { useLayoutEffect, useRef } from 'react';
import { HexAlphaColorPicker } from 'react-colorful';
import { useTranslation } from 'react-i18next';
import { NS } from './constants';

interface Props {
  /** `#RRGGBB` or `#RRGGBBAA`. */
  value: string;
  /** Every move, as `#RRGGBB` (opaque) or `#RRGGBBAA`, upper case. */
  onChange: (hex: string) => void;
  /** The end of a drag or of a key press. */
  onChangeEnd: (hex: string) => void;
  labelledBy: string;
}

/** react-colorful writes `#rrggbb`, or `#rrggbbaa` below full opacity. */
const upper = (hex: string) => hex.toUpperCase();

/** The area's value as react-colorful writes it: "Saturation 91%, Brightness 100%". */
const AREA_VALUE = /(\d+(?:\.\d+)?)%\D+(\d+(?:\.\d+)?)%/;

export function ColorPanel({ value, onChange, onChangeEnd, labelledBy }: Props) {
  const { t } = useTranslation(NS);
  const root = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const panel = root.current;
    if (!panel) return;
    const slider = (part: string) =>
      panel.querySelector<HTMLElement>(`.react-colorful__${part} [role="slider"]`);
    const area = slider('saturation');
    area?.setAttribute('aria-label', t('panel.area'));
    slider('hue')?.setAttribute('aria-label', t('panel.hue'));
    slider('alpha')?.setAttribute('aria-label', t('panel.alpha'));
    if (!area) return;
    const translate = () => {
      const text = area.getAttribute('aria-valuetext') ?? '';
      const m = AREA_VALUE.exec(text);
      if (!m) return;
      const translated = t('panel.areaValue', { saturation: m[1], brightness: m[2] });
      // Our own write is seen as a mutation too: it no longer matches, so it stops here.
      if (text !== translated) area.setAttribute('aria-valuetext', translated);
    };
    translate();
    const observer = new MutationObserver(translate);
    observer.observe(area, { attributes: true, attributeFilter: ['aria-valuetext'] });
    return () => observer.disconnect();
  }, [t]);

  // react-colorful puts a ref of its own on its root: ours is on a box around it.
  return (
    <div ref={root} className="color-panel" role="group" aria-labelledby={labelledBy}>
      <HexAlphaColorPicker
        color={value}
        onChange={(hex) => onChange(upper(hex))}
        onChangeEnd={(hex) => onChangeEnd(upper(hex))}
      />
    </div>
  );
}
