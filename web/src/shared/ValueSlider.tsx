/** A slider with its label and current value written out above it, not only in a tooltip. */
import { Flex, Slider, Typography } from 'antd';
import { useId } from 'react';

interface Props {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** How the value is written (`${v}%`, `${v}°` …). */
  format?: (value: number) => string;
  onChange: (value: number) => void;
  className?: string;
}

export function ValueSlider({ label, value, min, max, step, format, onChange, className }: Props) {
  const id = useId();
  const text = format ? format(value) : String(value);
  return (
    <div className={className} style={{ minWidth: 160 }}>
      <Flex justify="space-between" gap={8}>
        <Typography.Text id={`${id}-label`}>{label}</Typography.Text>
        <Typography.Text type="secondary" data-testid="slider-value">
          {text}
        </Typography.Text>
      </Flex>
      <Slider
        min={min}
        max={max}
        step={step}
        value={value}
        ariaLabelledByForHandle={`${id}-label`}
        ariaValueTextFormatterForHandle={() => text}
        tooltip={{ formatter: null }}
        onChange={onChange}
        style={{ margin: '4px 6px 0' }}
      />
    </div>
  );
}
