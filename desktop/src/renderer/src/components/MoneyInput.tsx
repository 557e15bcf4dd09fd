import { NumberInput, type NumberInputProps } from '@mantine/core';

type MoneyInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale' | 'decimalSeparator' | 'thousandSeparator'> & {
  /** The API's money form ("7.50"); '' when empty. */
  value: string | undefined;
  onChange(value: string): void;
};

/**
 * An amount in euro typed the Italian way (7,50) and kept in the API's money form ("7.50"). Out of
 * bounds is said by the form's rules, not silently corrected.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      {...props}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator=","
      thousandSeparator="."
      clampBehavior="none"
      value={value === undefined || value === '' ? '' : Number(value)}
      onChange={(next) => onChange(typeof next === 'number' ? next.toFixed(2) : next.replace(',', '.'))}
    />
  );
}
