import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DOCUMENT_TYPES, type DocumentType, DOCUMENT_TYPE_LABELS, todayIso } from '@banco/shared';
import { DateField } from '../components/DateField.tsx';
import type { CustomerStepProps } from './customer-step-props.ts';

/** Step 3, Documento Identità (spec 2 §5.1): the expiry is proposed from the issue and birth dates. */
export function CustomerDocumentStep({ values, errors, set }: CustomerStepProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={2}>
        <NativeSelect
          label="Tipo documento"
          withAsterisk
          data={DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_TYPE_LABELS[type] }))}
          value={values.document_type}
          error={errors.document_type}
          onChange={(event) => set('document_type', event.currentTarget.value as DocumentType)}
        />
        <TextInput
          label="Numero documento"
          withAsterisk
          value={values.document_number}
          error={errors.document_number}
          onChange={(event) => set('document_number', event.currentTarget.value.toUpperCase())}
        />
      </SimpleGrid>
      <TextInput
        label="Ente rilascio"
        withAsterisk
        placeholder="Comune di Milano"
        value={values.document_issued_by}
        error={errors.document_issued_by}
        onChange={(event) => set('document_issued_by', event.currentTarget.value)}
      />
      <SimpleGrid cols={2}>
        <DateField
          label="Data rilascio"
          required
          value={values.document_issued_date}
          maxDate={todayIso()}
          error={errors.document_issued_date}
          onChange={(value) => set('document_issued_date', value)}
        />
        <DateField
          label="Data scadenza"
          required
          value={values.document_expiry_date}
          error={errors.document_expiry_date}
          onChange={(value) => set('document_expiry_date', value)}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {values.customer_type === 'company'
          ? 'La scadenza proposta è 10 anni dopo il rilascio.'
          : 'La scadenza proposta è 10 anni dopo il rilascio, nel giorno e mese di nascita.'}
      </Text>
    </Stack>
  );
}
