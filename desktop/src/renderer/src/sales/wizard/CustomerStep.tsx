import { Alert, Button, Checkbox, Group, Loader, Paper, Radio, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconSearch, IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SALE_MSG } from '@banco/shared';
import { countOf } from '../../format/format.ts';
import { userMessage } from '../../api/errors.ts';
import { LoadError } from '../../components/Banners.tsx';
import { CustomerWizard } from '../../customers/CustomerWizard.tsx';
import { SALE_WIZARD_TEXT } from './sale-wizard-texts.ts';
import { chosenCustomerOf, useCustomerSearch, useRecentCustomers } from './use-sale-lookups.ts';
import { emptyQuickCustomer, type ChosenCustomer, type CustomerChoice, type QuickCustomerValues } from './sale-form.ts';
import type { SaleFieldProps } from './sale-step-props.ts';

const CHOICES: readonly { value: CustomerChoice; label: string; description: string }[] = [
  { value: 'existing', label: 'Cliente Esistente', description: 'Cerca tra i clienti registrati' },
  { value: 'new_quick', label: 'Nuovo Cliente Rapido', description: 'Nome, cognome e telefono: registrato con la vendita' },
  { value: 'new_full', label: 'Nuovo Cliente Completo', description: 'Anagrafica completa con documento e consensi' },
  { value: 'walk_in', label: 'Cliente occasionale', description: 'Senza registrazione: niente attivazioni, punti o rate' },
];

/** Step 1, Cliente (spec 2 §2.6, §5.3): who buys. Choosing another kind of customer starts step 1 over (§4). */
export function CustomerStep({ values, errors, set }: SaleFieldProps) {
  const choose = (choice: CustomerChoice) => {
    if (choice === values.customer_type) return;
    set('customer_type', choice, ['customer', 'new_customer']);
    set('customer', null);
    set('new_customer', emptyQuickCustomer());
  };
  return (
    <Stack gap="md">
      <Radio.Group label="Tipo di cliente" value={values.customer_type} onChange={(next) => choose(next as CustomerChoice)}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" mt="xs">
          {CHOICES.map((choice) => (
            <Radio.Card key={choice.value} value={choice.value} radius="md" p="sm" withBorder>
              <Group wrap="nowrap" align="flex-start" gap="xs">
                <Radio.Indicator />
                <Stack gap={2}>
                  <Text fw={600} size="sm">
                    {choice.label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {choice.description}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {values.customer_type === 'existing' ? <ExistingCustomer values={values} errors={errors} set={set} /> : null}
      {values.customer_type === 'new_quick' ? <QuickCustomer values={values} errors={errors} set={set} /> : null}
      {values.customer_type === 'new_full' ? <FullCustomer values={values} errors={errors} set={set} /> : null}
      {values.customer_type === 'walk_in' ? (
        <Alert color="gray" variant="light" title="Cliente occasionale">
          La vendita non è intestata a nessun cliente: niente attivazioni, punti fedeltà, rate o credito cliente.
        </Alert>
      ) : null}
    </Stack>
  );
}

function ExistingCustomer({ values, errors, set }: SaleFieldProps) {
  const [text, setText] = useState('');
  const search = useCustomerSearch(text);
  const recent = useRecentCustomers();
  const pick = (customer: ChosenCustomer) => set('customer', customer, ['customer']);
  const asked = text.trim().length >= 2;
  const shown = asked ? (search.data ?? []) : (recent.data ?? []);
  // not 'Nessun cliente trovato' when the search did not answer: the customer would be registered twice
  const failed =
    asked && search.isError && !search.searching
      ? { title: SALE_WIZARD_TEXT.customerSearchFailed, error: search.error, retry: () => void search.refetch() }
      : !asked && recent.isError
        ? { title: SALE_WIZARD_TEXT.recentCustomersFailed, error: recent.error, retry: () => void recent.refetch() }
        : null;
  return (
    <Stack gap="sm">
      {values.customer !== null ? <SelectedCustomer customer={values.customer} /> : null}
      <TextInput
        label="Cerca cliente"
        placeholder="Nome, cognome, telefono, email o codice fiscale"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.searching ? <Loader size="xs" /> : null}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        error={values.customer === null ? errors.customer : undefined}
      />
      <Text size="sm" fw={600}>
        {asked ? 'Risultati' : 'Clienti recenti'}
      </Text>
      {failed !== null ? <LoadError title={failed.title} message={userMessage(failed.error, '')} onRetry={failed.retry} /> : null}
      {failed === null && shown.length === 0 && !search.searching && !recent.isLoading ? (
        <Text size="sm" c="dimmed">
          {asked ? 'Nessun cliente trovato' : 'Nessun acquisto recente: cerca il cliente'}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" role="list" aria-label={asked ? 'Clienti trovati' : 'Clienti recenti'}>
        {shown.map((customer) => (
          <UnstyledButton key={customer.id} role="listitem" onClick={() => pick(customer)} aria-pressed={values.customer?.id === customer.id}>
            <Paper withBorder radius="md" p="xs" bg={values.customer?.id === customer.id ? 'var(--mantine-primary-color-light)' : undefined}>
              <Text size="sm" fw={600} truncate>
                {customer.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {[customer.phone, customer.email].filter(Boolean).join(' · ')}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function SelectedCustomer({ customer }: { customer: ChosenCustomer }) {
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Cliente selezionato">
      <Group gap="sm" wrap="nowrap">
        <IconUserCheck size={22} color="var(--mantine-color-green-6)" aria-hidden />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600}>{customer.name}</Text>
          <Text size="sm" c="dimmed">
            {[customer.phone, customer.email, customer.tax_code].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Text size="sm" ml="auto" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {countOf(customer.loyalty_points, 'punto', 'punti')}
        </Text>
      </Group>
    </Paper>
  );
}

function QuickCustomer({ values, errors, set }: SaleFieldProps) {
  const c = values.new_customer;
  const change = <K extends keyof QuickCustomerValues>(field: K, value: QuickCustomerValues[K]) => set('new_customer', { ...c, [field]: value }, [`new_customer.${field}`]);
  const incomplete = c.first_name.trim() === '' || c.last_name.trim() === '' || c.phone.trim() === '';
  return (
    <Stack gap="sm">
      {incomplete ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {SALE_MSG.newCustomerIncomplete}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Nome" required value={c.first_name} onChange={(e) => change('first_name', e.currentTarget.value)} error={errors['new_customer.first_name']} />
        <TextInput label="Cognome" required value={c.last_name} onChange={(e) => change('last_name', e.currentTarget.value)} error={errors['new_customer.last_name']} />
        <TextInput label="Telefono" required value={c.phone} onChange={(e) => change('phone', e.currentTarget.value)} error={errors['new_customer.phone']} />
        <TextInput label="Email" value={c.email} onChange={(e) => change('email', e.currentTarget.value)} error={errors['new_customer.email']} />
        <TextInput
          label="Codice fiscale"
          maxLength={16}
          value={c.tax_code}
          onChange={(e) => change('tax_code', e.currentTarget.value.toUpperCase())}
          error={errors['new_customer.tax_code']}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Checkbox
          label="Consenso al trattamento dei dati personali (obbligatorio)"
          checked={c.privacy_consent}
          onChange={(e) => change('privacy_consent', e.currentTarget.checked)}
          error={errors['new_customer.privacy_consent']}
        />
        <Checkbox label="Consenso marketing" checked={c.marketing_consent} onChange={(e) => change('marketing_consent', e.currentTarget.checked)} />
        <Checkbox label="Consenso profilazione" checked={c.profiling_consent} onChange={(e) => change('profiling_consent', e.currentTarget.checked)} />
      </Stack>
    </Stack>
  );
}

/** The customer wizard of the registry; the customer it creates is the sale's. */
function FullCustomer({ values, errors, set }: SaleFieldProps) {
  const [open, setOpen] = useState(values.customer === null);
  return (
    <Stack gap="sm">
      {values.customer !== null ? (
        <SelectedCustomer customer={values.customer} />
      ) : (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {errors.customer ?? 'Registra il cliente con la scheda completa per continuare'}
        </Alert>
      )}
      <Group>
        <Button variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setOpen(true)}>
          {values.customer === null ? 'Apri la scheda cliente' : 'Registra un altro cliente'}
        </Button>
      </Group>
      {open ? (
        <CustomerWizard
          target={{ mode: 'create' }}
          onClose={() => setOpen(false)}
          onCreated={(created) => {
            setOpen(false);
            set('customer', chosenCustomerOf(created), ['customer']);
          }}
        />
      ) : null}
    </Stack>
  );
}
