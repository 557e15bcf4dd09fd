import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

type PercentInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'decimalSeparator' | 'allowedDecimalSeparators' | 'thousandSeparator' | 'clampBehavior'> & {
  value: number | null | undefined;
  /** The number typed; undefined while the field is empty. */
  onChange(value: number | undefined): void;
};

/** '12,5' or '12.5' as typed (Mantine answers a half-typed number as text) → 12.5; '' → undefined. */
function percentOf(text: string | number): number | undefined {
  if (typeof text === 'number') return text;
  const parsed = Number(text.replace(',', '.'));
  return text.trim() === '' || Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * A percentage typed the Italian way (12,5) or with a point (12.5, as a keypad gives it): both are
 * its decimal separator, never a thousands one (a percentage has none), so '12.33' is not 1233. What
 * is being typed stays as typed ('12,' is 12 to the form, and the separator stays on screen for the
 * decimals that follow). Out of bounds is said by the form's rules, not silently corrected.
 */
export function PercentInput({ value, onChange, ...props }: PercentInputProps) {
  const [text, setText] = useState<string | number>(value ?? '');
  const [given, setGiven] = useState(value);
  // a change from outside (a reset, a draft restored) shows; the text being typed for the same number stays
  // (state adjusted while rendering, React's way for a prop that changed: no effect, no second paint)
  if (value !== given) {
    setGiven(value);
    if (percentOf(text) !== (value ?? undefined)) setText(value ?? '');
  }
  return (
    <NumberInput
      decimalScale={2}
      {...props}
      decimalSeparator=","
      allowedDecimalSeparators={['.', ',']}
      clampBehavior="none"
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(percentOf(next));
      }}
    />
  );
}
