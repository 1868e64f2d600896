import { LightColorButton } from '../../../shared/LightColorButton';

/**
 * A colour button under a short visible caption ("Colour"), the caption a <label> around it so
 * that a click on it opens the picker too. The button's own name is the full label ("Colour of
 * the Title #ffffff"), which holds the caption's words.
 */
export function ColourField(props: {
  caption: string;
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const { caption, label, value, onChange } = props;
  return (
    <label className="poster-colour">
      <span className="poster-colour-caption">{caption}</span>
      {/* The preview is a quick canvas redraw: it follows the picker as it moves. */}
      <LightColorButton live label={label} value={value} onChange={onChange} />
    </label>
  );
}
