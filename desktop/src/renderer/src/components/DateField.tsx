import { DateInput } from '@mantine/dates';
import { useRef } from 'react';
import { parseTypedDay } from '../app/dates.ts';

/**
 * A calendar date typed or picked as 'DD/MM/YYYY'; the value stays the API's 'YYYY-MM-DD' ('' when empty).
 * A typed day that does not exist (31/02) is not taken (parseTypedDay): the field keeps its last day.
 * `minDate` and `maxDate` only grey out the calendar's days: Mantine's own limits would also drop a
 * typed day outside them, silently, when the field loses focus. A typed day is kept, and the form's
 * rule (the same the server applies) says what is wrong with it under the field.
 */
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
  /** The first day the calendar offers ('YYYY-MM-DD'). */
  minDate?: string;
  /** The last day the calendar offers ('YYYY-MM-DD'). */
  maxDate?: string;
}) {
  const calendarOpen = useRef(false);
  // Days are 'YYYY-MM-DD' strings: their order is their text's.
  const outside = (day: string) => (minDate !== undefined && day < minDate) || (maxDate !== undefined && day > maxDate);
  return (
    <DateInput
      label={label}
      placeholder="GG/MM/AAAA"
      valueFormat="DD/MM/YYYY"
      dateParser={parseTypedDay}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      withAsterisk={required}
      clearable
      // named, but not after the field: a search for the field by its label must not find its button too
      clearButtonProps={{ 'aria-label': 'Cancella la data' }}
      excludeDate={outside}
      popoverProps={{
        withinPortal: true,
        onOpen: () => {
          calendarOpen.current = true;
        },
        onClose: () => {
          calendarOpen.current = false;
        },
      }}
      // Escape with the calendar open closes the calendar only: a wizard took the same key to ask
      // 'Chiudere senza salvare?' (the calendar opens whenever the field gets the focus)
      onKeyDown={(event) => {
        if (event.key === 'Escape' && calendarOpen.current) event.stopPropagation();
      }}
    />
  );
}
