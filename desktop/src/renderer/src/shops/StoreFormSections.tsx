import { Checkbox, Group, Loader, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import {
  PROVIDER_GROUPS,
  STORE_OPERATOR_FIELDS,
  STORE_STATUSES,
  STORE_STATUS_LABELS,
  type AvailableOperators,
  type StoreStatus,
  type ValidationErrors,
} from '@banco/shared';
import { normalizePostalCode, PROVIDER_GROUP_LABELS, type StoreFormValues } from './store-form.ts';
import { ErrorBanner } from '../components/Banners.tsx';
import { ProvinceSelect } from '../components/ProvinceSelect.tsx';

export type SetField = <K extends keyof StoreFormValues>(field: K, value: StoreFormValues[K]) => void;

interface SectionProps {
  values: StoreFormValues;
  errors: ValidationErrors;
  set: SetField;
}

export interface CompanyChoice {
  value: string;
  label: string;
  /** A company whose plan has no room for one more store: shown, not choosable. */
  disabled?: boolean;
}

/** Company and name (wizard step 1); with `withStatus`, the status of the edit form. */
export function BaseInfoFields({
  values,
  errors,
  set,
  companies,
  companiesLoading = false,
  companyDisabled,
  showCompany = true,
  withStatus = false,
}: SectionProps & {
  companies?: CompanyChoice[];
  companiesLoading?: boolean;
  companyDisabled?: boolean;
  showCompany?: boolean;
  withStatus?: boolean;
}) {
  return (
    <Stack gap="md">
      {showCompany ? (
        <Select
          label="Azienda"
          placeholder={companiesLoading ? 'Caricamento aziende...' : 'Seleziona un\'azienda'}
          data={companies ?? []}
          value={values.company_id === '' ? null : values.company_id}
          onChange={(value) => set('company_id', value ?? '')}
          disabled={companyDisabled}
          rightSection={companiesLoading ? <Loader size={14} /> : undefined}
          searchable
          nothingFoundMessage="Nessuna azienda disponibile"
          withAsterisk
          error={errors.company_id}
        />
      ) : null}
      <SimpleGrid cols={withStatus ? { base: 1, sm: 2 } : 1} spacing="md">
        <TextInput
          label="Nome negozio"
          placeholder="Es. Telefonia Centro Milano"
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          withAsterisk
          error={errors.name}
          maxLength={200}
        />
        {withStatus ? (
          <Select
            label="Stato"
            data={STORE_STATUSES.map((status) => ({ value: status, label: STORE_STATUS_LABELS[status] }))}
            value={values.status}
            onChange={(value) => {
              if (value) set('status', value as StoreStatus);
            }}
            allowDeselect={false}
            withAsterisk
            error={errors.status}
          />
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}

/** Address, city, province, postal code (wizard step 2). */
export function LocationFields({ values, errors, set }: SectionProps) {
  return (
    <Stack gap="md">
      <TextInput
        label="Indirizzo"
        placeholder="Es. Via Roma 10"
        value={values.address}
        onChange={(event) => set('address', event.currentTarget.value)}
        withAsterisk
        error={errors.address}
        maxLength={255}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="Città"
          placeholder="Es. Milano"
          value={values.city}
          onChange={(event) => set('city', event.currentTarget.value)}
          withAsterisk
          error={errors.city}
          maxLength={100}
        />
        <ProvinceSelect value={values.province} onChange={(value) => set('province', value)} withAsterisk error={errors.province} />
        <TextInput
          label="CAP"
          placeholder="20121"
          inputMode="numeric"
          value={values.postal_code}
          onChange={(event) => set('postal_code', normalizePostalCode(event.currentTarget.value))}
          withAsterisk
          error={errors.postal_code}
          maxLength={5}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Phone and e-mail (wizard step 3). */
export function ContactFields({ values, errors, set }: SectionProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Telefono"
        placeholder="Es. 02 1234567"
        type="tel"
        value={values.phone}
        onChange={(event) => set('phone', event.currentTarget.value)}
        withAsterisk
        error={errors.phone}
        maxLength={30}
      />
      <TextInput
        label="Email"
        placeholder="negozio@azienda.it (facoltativa)"
        type="email"
        value={values.email}
        onChange={(event) => set('email', event.currentTarget.value)}
        error={errors.email}
        maxLength={254}
      />
    </SimpleGrid>
  );
}

/** The providers per group (wizard step 4); `offered` are the names to choose from. */
export function ProviderFields({
  values,
  errors,
  set,
  offered,
  loading,
  noCompany = false,
}: SectionProps & { offered: AvailableOperators; loading: boolean; noCompany?: boolean }) {
  if (noCompany) {
    return (
      <Text c="dimmed" size="sm">
        Seleziona prima un&apos;azienda: i fornitori sono quelli configurati per l&apos;azienda.
      </Text>
    );
  }
  if (loading) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text c="dimmed">Caricamento fornitori...</Text>
      </Group>
    );
  }
  return (
    <Stack gap="lg">
      <ErrorBanner message={errors.operators} flush />
      {PROVIDER_GROUPS.map((group) => {
        const field = STORE_OPERATOR_FIELDS[group];
        const names = offered[group];
        return (
          <Checkbox.Group
            key={group}
            label={PROVIDER_GROUP_LABELS[group]}
            value={values[field]}
            onChange={(selected) => set(field, names.filter((name) => selected.includes(name)))}
            error={errors[field]}
          >
            {names.length === 0 ? (
              <Text size="sm" c="dimmed" mt={6}>
                Nessun fornitore attivo in questa categoria
              </Text>
            ) : (
              <Group gap="md" mt={8}>
                {names.map((name) => (
                  <Checkbox key={name} value={name} label={name} />
                ))}
              </Group>
            )}
          </Checkbox.Group>
        );
      })}
    </Stack>
  );
}

/** WhatsApp Business: the number only when enabled (spec 1 §5). */
export function WhatsappFields({ values, errors, set, hint }: SectionProps & { hint: string }) {
  return (
    <Stack gap="md">
      <Switch
        label="Abilita WhatsApp Business"
        description="I clienti potranno ricevere comunicazioni dal negozio su WhatsApp"
        checked={values.whatsapp_enabled}
        onChange={(event) => set('whatsapp_enabled', event.currentTarget.checked)}
        color="teal"
        thumbIcon={values.whatsapp_enabled ? <IconBrandWhatsapp size={12} aria-hidden /> : undefined}
      />
      {values.whatsapp_enabled ? (
        <TextInput
          label="Numero WhatsApp"
          placeholder="+39XXXXXXXXXX"
          description={hint}
          type="tel"
          value={values.whatsapp_number}
          onChange={(event) => set('whatsapp_number', event.currentTarget.value)}
          withAsterisk
          error={errors.whatsapp_number}
          maxLength={30}
        />
      ) : null}
    </Stack>
  );
}

export function NotesField({ values, errors, set }: SectionProps) {
  return (
    <Textarea
      label="Note"
      placeholder="Orari, indicazioni, informazioni utili per il personale..."
      autosize
      minRows={2}
      maxRows={6}
      value={values.notes}
      onChange={(event) => set('notes', event.currentTarget.value)}
      error={errors.notes}
      maxLength={2000}
    />
  );
}
