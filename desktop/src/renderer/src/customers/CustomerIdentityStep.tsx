import { Alert, Group, Loader, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { fillMessage, MSG, type CustomerType } from '@banco/shared';
import { LoadError } from '../components/Banners.tsx';
import { DateField } from '../components/DateField.tsx';
import { formatDay } from '../format/format.ts';
import { CUSTOMER_TEXT } from './customer-texts.ts';
import type { CustomerStepProps } from './customer-step-props.ts';
import { LockedField } from './LockedField.tsx';
import type { TaxCodeAutofill } from './use-tax-code-autofill.ts';

/** Step 1, Dati Anagrafici (spec 2 §2.2, §5.1): the type, then a person's or a company's identity, and the contacts. */
export function CustomerIdentityStep(
  props: CustomerStepProps & {
    autofill: TaxCodeAutofill;
    companies: readonly { id: number; name: string }[] | null;
    /** Set when the companies failed to load: asks for them again. */
    onCompaniesRetry: (() => void) | null;
  },
) {
  const { values, errors, set, companies, onCompaniesRetry } = props;
  return (
    <Stack gap="md">
      {companies !== null ? (
        <NativeSelect
          label="Azienda"
          withAsterisk
          data={[{ value: '', label: 'Seleziona un\'azienda' }, ...companies.map((company) => ({ value: String(company.id), label: company.name }))]}
          value={values.company_id === null ? '' : String(values.company_id)}
          error={errors.company_id}
          onChange={(event) => set('company_id', event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
        />
      ) : null}
      {/* an empty list of companies would look like a platform without any */}
      {onCompaniesRetry !== null ? <LoadError title={MSG.companiesLoadFailed} onRetry={onCompaniesRetry} /> : null}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="customer-type-label">
          Tipo cliente
        </Text>
        <SegmentedControl
          aria-labelledby="customer-type-label"
          value={values.customer_type}
          onChange={(value) => set('customer_type', value as CustomerType)}
          data={[
            { value: 'individual', label: 'Privato' },
            { value: 'company', label: 'Azienda' },
          ]}
          w={280}
        />
      </Stack>
      {values.customer_type === 'individual' ? <PersonFields {...props} /> : <CompanyFields {...props} />}
      <SimpleGrid cols={2}>
        <TextInput
          label="Telefono"
          withAsterisk
          placeholder="+39 333 123 4567"
          value={values.phone}
          error={errors.phone}
          onChange={(event) => set('phone', event.currentTarget.value)}
        />
        <TextInput
          label="Email"
          type="email"
          placeholder="nome@esempio.it"
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.currentTarget.value)}
        />
      </SimpleGrid>
    </Stack>
  );
}

function PersonFields({ values, errors, set, autofill }: CustomerStepProps & { autofill: TaxCodeAutofill }) {
  const place = autofill.birthPlace;
  const placeLocked = place.status === 'locked';
  return (
    <>
      <SimpleGrid cols={2}>
        <TextInput
          label="Nome"
          withAsterisk
          value={values.first_name}
          error={errors.first_name}
          onChange={(event) => set('first_name', event.currentTarget.value)}
        />
        <TextInput
          label="Cognome"
          withAsterisk
          value={values.last_name}
          error={errors.last_name}
          onChange={(event) => set('last_name', event.currentTarget.value)}
        />
      </SimpleGrid>
      <TextInput
        label="Codice fiscale"
        withAsterisk
        placeholder="RSSMRA85T10A562S"
        maxLength={20}
        value={values.tax_code}
        error={errors.tax_code}
        description="Con 16 caratteri validi compila data e luogo di nascita"
        onChange={(event) => set('tax_code', event.currentTarget.value.toUpperCase())}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: 1 } }}
      />
      <SimpleGrid cols={2}>
        <Stack gap={4}>
          {autofill.birthDateLocked ? (
            <LockedField
              label="Data di nascita"
              value={formatDay(values.birth_date)}
              description="Dal codice fiscale"
              unlockLabel="Sblocca data di nascita"
              onUnlock={autofill.unlockBirthDate}
            />
          ) : (
            <DateField label="Data di nascita" required value={values.birth_date} error={errors.birth_date} onChange={(value) => set('birth_date', value)} />
          )}
          {autofill.birthDateUnlocked ? <AmberHint text={CUSTOMER_TEXT.birthDateUnlocked} /> : null}
        </Stack>
        {placeLocked ? (
          <LockedField
            label="Luogo di nascita"
            value={values.birth_place}
            description={`Dal codice catastale ${place.code}`}
            unlockLabel="Sblocca luogo di nascita"
            onUnlock={autofill.unlockBirthPlace}
          />
        ) : (
          <TextInput
            label="Luogo di nascita"
            value={values.birth_place}
            error={errors.birth_place}
            rightSection={place.status === 'searching' ? <Loader size="xs" aria-label="Ricerca del comune" /> : null}
            onChange={(event) => set('birth_place', event.currentTarget.value)}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={2}>
        {placeLocked && values.nationality !== '' ? (
          <LockedField
            label="Nazionalità"
            value={values.nationality}
            description="Nato in Italia"
            unlockLabel="Sblocca nazionalità"
            onUnlock={autofill.unlockBirthPlace}
          />
        ) : (
          <TextInput
            label="Nazionalità"
            value={values.nationality}
            error={errors.nationality}
            onChange={(event) => set('nationality', event.currentTarget.value)}
          />
        )}
        <Stack justify="flex-end">
          {place.status === 'not_found' ? (
            <Alert color="orange" variant="light" icon={<IconInfoCircle size={16} aria-hidden />} p="xs" role="status">
              <Text size="xs">{fillMessage(CUSTOMER_TEXT.birthPlaceNotFound, { code: place.code })}</Text>
            </Alert>
          ) : null}
          {place.status === 'unlocked' ? <AmberHint text={CUSTOMER_TEXT.birthPlaceUnlocked} /> : null}
        </Stack>
      </SimpleGrid>
    </>
  );
}

function AmberHint({ text }: { text: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconAlertTriangle size={14} color="var(--mantine-color-orange-7)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" c="orange.8">
        {text}
      </Text>
    </Group>
  );
}

function CompanyFields({ values, errors, set }: CustomerStepProps) {
  return (
    <>
      <TextInput
        label="Ragione sociale"
        withAsterisk
        value={values.company_name}
        error={errors.company_name}
        onChange={(event) => set('company_name', event.currentTarget.value)}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label="Partita IVA"
          withAsterisk
          placeholder="11 cifre"
          maxLength={16}
          value={values.vat_number}
          error={errors.vat_number}
          onChange={(event) => set('vat_number', event.currentTarget.value)}
        />
        <TextInput
          label="Codice fiscale azienda"
          maxLength={20}
          value={values.fiscal_code}
          error={errors.fiscal_code}
          onChange={(event) => set('fiscal_code', event.currentTarget.value.toUpperCase())}
        />
      </SimpleGrid>
      <TextInput
        label="Rappresentante legale"
        withAsterisk
        value={values.legal_representative}
        error={errors.legal_representative}
        onChange={(event) => set('legal_representative', event.currentTarget.value)}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label="Email PEC"
          type="email"
          placeholder="azienda@pec.it"
          value={values.pec_email}
          error={errors.pec_email}
          onChange={(event) => set('pec_email', event.currentTarget.value)}
        />
        <TextInput
          label="Codice destinatario SDI"
          maxLength={7}
          value={values.sdi_code}
          error={errors.sdi_code}
          onChange={(event) => set('sdi_code', event.currentTarget.value.toUpperCase())}
        />
      </SimpleGrid>
    </>
  );
}
