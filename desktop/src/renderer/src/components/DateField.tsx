import { DateInput } from '@mantine/dates';

/** A calendar date typed or picked as 'DD/MM/YYYY'; the value stays the API's 'YYYY-MM-DD' ('' when empty). */
export function DateField({
  label,
  value,
  onChange,
  error,
  required = false,
  minDate,
  maxDate,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Marks the field required (' *' after the label), as the other required fields of a form. */
  required?: boolean;
  /** The first day offered ('YYYY-MM-DD'). */
  minDate?: string;
  /** The last day offered ('YYYY-MM-DD'). */
  maxDate?: string;
}) {
  return (
    <DateInput
      label={label}
      placeholder="GG/MM/AAAA"
      valueFormat="DD/MM/YYYY"
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      withAsterisk={required}
      clearable
      minDate={minDate}
      maxDate={maxDate}
      popoverProps={{ withinPortal: true }}
    />
  );
}
