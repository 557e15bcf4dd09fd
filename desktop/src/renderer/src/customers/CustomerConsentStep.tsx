import { Badge, Checkbox, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCodiceFiscale, normalizePartitaIva, titleCase, DOCUMENT_TYPE_LABELS } from '@banco/shared';
import { formatPartitaIva, formatPhone } from './customer-format.ts';
import type { CustomerStepProps } from './customer-step-props.ts';
import { DetailField } from '../components/DetailField.tsx';
import { formatDay } from '../format/format.ts';

/** Step 4, Consensi GDPR (spec 2 §2.2, §5.1): privacy OBBLIGATORIO, marketing and profiling optional, and a summary. */
export function CustomerConsentStep({ values, errors, set }: CustomerStepProps) {
  const company = values.customer_type === 'company';
  // as it will be saved: names title-cased, codes grouped (spec 2 §5.1)
  const name = titleCase(company ? values.company_name : `${values.first_name} ${values.last_name}`);
  return (
    <Stack gap="md">
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <Checkbox
            label="Consenso al trattamento dei dati personali (privacy)"
            checked={values.privacy_consent}
            error={errors.privacy_consent}
            onChange={(event) => set('privacy_consent', event.currentTarget.checked)}
          />
          <Badge color="red" variant="light" size="sm">
            OBBLIGATORIO
          </Badge>
        </Group>
        <Checkbox
          label="Consenso alle comunicazioni di marketing"
          checked={values.marketing_consent}
          onChange={(event) => set('marketing_consent', event.currentTarget.checked)}
        />
        <Checkbox
          label="Consenso alla profilazione"
          checked={values.profiling_consent}
          onChange={(event) => set('profiling_consent', event.currentTarget.checked)}
        />
      </Stack>
      <Divider />
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
        <Title order={4} size="h6" mb="sm">
          Riepilogo cliente
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <DetailField label={company ? 'Ragione sociale' : 'Nome'}>{name.trim() || '—'}</DetailField>
          <DetailField label={company ? 'Partita IVA' : 'Codice fiscale'} dashWhenEmpty>
            {company ? formatPartitaIva(normalizePartitaIva(values.vat_number)) : formatCodiceFiscale(values.tax_code)}
          </DetailField>
          <DetailField label="Telefono" dashWhenEmpty>
            {formatPhone(values.phone)}
          </DetailField>
          <DetailField label="Indirizzo" dashWhenEmpty>
            {[values.address, values.civic_number].filter(Boolean).join(', ')}
          </DetailField>
          <DetailField label="Città" dashWhenEmpty>
            {[values.postal_code, values.city, values.province ? `(${values.province})` : ''].filter(Boolean).join(' ')}
          </DetailField>
          <DetailField label="Documento">
            <Text size="sm">
              {DOCUMENT_TYPE_LABELS[values.document_type]} {values.document_number}
            </Text>
            <Text size="xs" c="dimmed">
              Scade il {formatDay(values.document_expiry_date)}
            </Text>
          </DetailField>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
