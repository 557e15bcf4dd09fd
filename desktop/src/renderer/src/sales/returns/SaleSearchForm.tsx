import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { RETURN_SEARCH_MODES, TAX_CODE_LENGTH, type ReturnSearchMode } from '@banco/shared';
import { DateField } from '../../components/DateField.tsx';
import { criteriaHint, emptyCriteria, normaliseCustomerInput, RETURN_SEARCH_MODE_LABELS, type SaleSearchCriteria } from './return-search.ts';

interface SaleSearchFormProps {
  criteria: SaleSearchCriteria;
  onChange(criteria: SaleSearchCriteria): void;
  /** Enter: search now, without waiting for the pause after typing. */
  onSubmit(): void;
}

/** Step 1's criteria (spec 2 §2.7, §5.5): by receipt, by customer (phone or tax code), by period. */
export function SaleSearchForm({ criteria, onChange, onSubmit }: SaleSearchFormProps) {
  const hint = criteriaHint(criteria);
  const enter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    // Enter searches here, it never moves the wizard on
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Cerca per"
        data={RETURN_SEARCH_MODES.map((mode) => ({ value: mode, label: RETURN_SEARCH_MODE_LABELS[mode] }))}
        value={criteria.mode}
        onChange={(mode) => onChange(emptyCriteria(mode as ReturnSearchMode))}
      />
      {criteria.mode === 'receipt' ? (
        <TextInput
          label="Numero scontrino"
          placeholder="Almeno 3 caratteri del numero di vendita"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={criteria.receipt}
          maxLength={40}
          onChange={(event) => onChange({ ...criteria, receipt: event.currentTarget.value })}
          onKeyDown={enter}
          error={hint}
        />
      ) : null}
      {criteria.mode === 'customer' ? (
        <TextInput
          label="Telefono o codice fiscale"
          placeholder="Telefono (almeno 10 caratteri) o codice fiscale (16)"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={criteria.customer}
          maxLength={Math.max(TAX_CODE_LENGTH, 40)}
          onChange={(event) => onChange({ ...criteria, customer: normaliseCustomerInput(event.currentTarget.value) })}
          onKeyDown={enter}
          error={hint}
        />
      ) : null}
      {criteria.mode === 'period' ? (
        <SimpleGrid cols={2} spacing="sm" onKeyDown={enter}>
          <DateField label="Dal" value={criteria.date_from} onChange={(date_from) => onChange({ ...criteria, date_from })} />
          <DateField label="Al" value={criteria.date_to} onChange={(date_to) => onChange({ ...criteria, date_to })} error={hint ?? undefined} />
        </SimpleGrid>
      ) : null}
      <Text size="xs" c="dimmed">
        La ricerca parte da sola quando i criteri sono validi; Invio la avvia subito.
      </Text>
    </Stack>
  );
}
