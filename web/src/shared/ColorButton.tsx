/**
 * An antd ColorPicker opened by a real button: antd's own trigger is a plain div, so an
 * aria-label on it is a prohibited attribute (axe), it is not in the tab order and a
 * keyboard cannot open it. The button is named by the label and shows the current hex.
 */
import { Button, ColorPicker } from 'antd';
import './colorButton.css';

export function ColorButton(props: {
  label: string;
  /** `#rrggbb`. */
  value: string;
  onChange: (hex: string) => void;
}) {
  const { label, value, onChange } = props;
  return (
    <ColorPicker
      value={value}
      disabledAlpha
      format="hex"
      onChangeComplete={(c) => onChange(c.toHexString().slice(0, 7))}
    >
      <Button
        aria-label={`${label} ${value}`}
        icon={<span className="color-button-swatch" style={{ background: value }} aria-hidden />}
      >
        {value}
      </Button>
    </ColorPicker>
  );
}
