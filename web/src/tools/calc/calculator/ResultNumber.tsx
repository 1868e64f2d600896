/** A result as people write it: digits, then ×10 with a superscript exponent when needed. */
export function ResultNumber({
  mantissa,
  exponent,
}: {
  mantissa: string;
  exponent: number | null;
}) {
  const text = mantissa.replace(/^-/, '−');
  if (exponent === null) return <span className="calc-number">{text}</span>;
  // Mantissa, ×10 and exponent are one unit: they never wrap apart (calculator.css).
  return (
    <span className="calc-number calc-scientific">
      {text}×10<sup>{String(exponent).replace(/^-/, '−')}</sup>
    </span>
  );
}
