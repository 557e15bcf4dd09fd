import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Fieldset, Grid, Group, NumberInput, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendarDollar,
  IconCrown,
  IconDeviceFloppy,
  IconUserDollar,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { companySettingsBodySchema, MSG, type CompanySettings, type CompanySettingsBody, type z } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { authApi, sessionStore } from '../app/services.ts';
import { formatMoney } from '../format/format.ts';
import { applyFieldErrors } from '../api/form-errors.ts';
import { settingsApi, settingsKeys } from './settings-api.ts';
import { usageText } from '../format/format.ts';
import { annualValue, impactPerCustomer } from './settings-model.ts';
import { SectionFrame, SectionLoader } from './SettingsParts.tsx';
import { ErrorBanner, LoadError, SuccessBanner } from '../components/Banners.tsx';
import { MoneyInput } from '../components/MoneyInput.tsx';
import { SalesRatesFields } from './SalesRatesFields.tsx';
import { ProvinceSelect } from '../components/ProvinceSelect.tsx';
import { useSuccessBanner } from '../components/use-success-banner.ts';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard.tsx';

type CompanyOutput = z.output<typeof companySettingsBodySchema>;
type CompanyForm = CompanySettingsBody;

const FIELDS = ['name', 'tax_code', 'vat_number', 'address', 'city', 'province', 'postal_code', 'phone', 'email', 'website'] as const;

function toForm(company: CompanySettings): CompanyForm {
  const texts = Object.fromEntries(FIELDS.map((field) => [field, company[field] ?? ''])) as Record<(typeof FIELDS)[number], string>;
  return {
    ...texts,
    coupon_value: company.coupon_value,
    coupon_validity_months: company.coupon_validity_months,
    points_per_euro: company.points_per_euro,
    consultant_commission_percent: company.consultant_commission_percent,
    manager_commission_percent: company.manager_commission_percent,
    delivery_fee: company.delivery_fee,
  };
}

/** Every field the server may answer an error for. */
const ERROR_FIELDS = [...FIELDS, 'coupon_value', 'coupon_validity_months', 'points_per_euro', 'consultant_commission_percent', 'manager_commission_percent', 'delivery_fee'] as const;

/** Impostazioni → Azienda (spec 1 §2 Company): the company's data and the subscription tiles. */
export function CompanySection() {
  const query = useQuery({ queryKey: settingsKeys.company, queryFn: ({ signal }) => settingsApi.company(signal) });

  return (
    <SectionFrame title="Azienda" description="I dati dell'azienda su cui stai lavorando e il suo abbonamento.">
      {query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <LoadError message={userMessage(query.error, MSG.settingsLoadFailed)} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="xl">
          <SubscriptionTiles company={query.data} />
          <CompanyForm company={query.data} />
        </Stack>
      )}
    </SectionFrame>
  );
}

function Tile({ icon: Icon, label, value, testId }: { icon: TablerIcon; label: string; value: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group gap="xs" wrap="nowrap" mb={6}>
        <ThemeIcon variant="light" size={28} radius="md">
          <Icon size={17} aria-hidden />
        </ThemeIcon>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.2}>
          {label}
        </Text>
      </Group>
      <Text fw={700} size="xl" lh={1.2}>
        {value}
      </Text>
    </Card>
  );
}

export function SubscriptionTiles({ company }: { company: CompanySettings }) {
  const annual = annualValue(company.price);
  return (
    <SimpleGrid type="container" cols={{ base: 1, '420px': 2, '640px': 3, '1100px': 5 }} spacing="md" aria-label="Abbonamento">
      <Tile icon={IconCrown} label="Piano attuale" value={company.subscription_plan_name ?? 'Nessun piano'} testId="tile-plan" />
      <Tile icon={IconUsers} label="Utenti" value={usageText(company.current_users, company.max_users)} testId="tile-users" />
      <Tile icon={IconBuildingStore} label="Negozi" value={usageText(company.current_stores, company.max_stores)} testId="tile-stores" />
      <Tile icon={IconCalendarDollar} label="Valore annuale" value={formatMoney(annual)} testId="tile-annual" />
      <Tile
        icon={IconUserDollar}
        label="Impatto per cliente"
        value={formatMoney(impactPerCustomer(annual, company.total_customers))}
        testId="tile-per-customer"
      />
    </SimpleGrid>
  );
}

function CompanyForm({ company }: { company: CompanySettings }) {
  const queryClient = useQueryClient();
  const [success, showSuccess] = useSuccessBanner();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CompanyForm, unknown, CompanyOutput>({
    resolver: zodResolver(companySettingsBodySchema),
    defaultValues: toForm(company),
  });

  const onSubmit = async (values: CompanyOutput) => {
    setFailure(null);
    try {
      const envelope = await settingsApi.updateCompany(values);
      queryClient.setQueryData(settingsKeys.company, envelope.data);
      reset(toForm(envelope.data));
      showSuccess(envelope.message);
      // the company's name appears in the sidebar, the header and the account card
      void queryClient.invalidateQueries({ queryKey: settingsKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: ['users', 'available-companies'] });
      authApi.me().then((user) => sessionStore.getState().setUser(user), () => undefined);
    } catch (error) {
      applyFieldErrors<CompanyForm>(error, ERROR_FIELDS, setError);
      setFailure(userMessage(error, MSG.settingsSaveFailed));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Dati aziendali">
      <UnsavedChangesGuard when={isDirty} message="Le modifiche ai dati aziendali non sono state salvate e andranno perse." />
      <SuccessBanner message={success} testId="settings-success" />
      <ErrorBanner message={failure} testId="settings-error" />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput label="Nome azienda" withAsterisk {...register('name')} error={errors.name?.message} />
          <TextInput label="Sito web" placeholder="https://www.esempio.it" {...register('website')} error={errors.website?.message} />
          <TextInput label="Codice fiscale" {...register('tax_code')} error={errors.tax_code?.message} />
          <TextInput label="Partita IVA" maxLength={13} {...register('vat_number')} error={errors.vat_number?.message} />
        </SimpleGrid>
        <TextInput label="Indirizzo" {...register('address')} error={errors.address?.message} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Città" {...register('city')} error={errors.city?.message} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Controller
              control={control}
              name="province"
              render={({ field }) => (
                <ProvinceSelect
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.province?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput label="CAP" maxLength={5} inputMode="numeric" {...register('postal_code')} error={errors.postal_code?.message} />
          </Grid.Col>
        </Grid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput label="Telefono" {...register('phone')} error={errors.phone?.message} />
          <TextInput label="Email" type="email" {...register('email')} error={errors.email?.message} />
        </SimpleGrid>
        <Fieldset legend={<Text fw={600}>Programma fedeltà ProFylo</Text>} variant="unstyled">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Controller
              control={control}
              name="coupon_value"
              render={({ field }) => (
                <MoneyInput
                  label="Valore coupon ogni 100 punti (€)"
                  description="Il valore del coupon per ogni 100 punti convertiti"
                  name={field.name}
                  ref={field.ref}
                  min={0.01}
                  max={100}
                  step={0.5}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.coupon_value?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="coupon_validity_months"
              render={({ field }) => (
                <NumberInput
                  label="Validità coupon (mesi)"
                  description="Per quanti mesi il coupon si può usare"
                  name={field.name}
                  ref={field.ref}
                  min={1}
                  max={60}
                  clampBehavior="none"
                  allowDecimal={false}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                  onBlur={field.onBlur}
                  error={errors.coupon_validity_months?.message}
                />
              )}
            />
          </SimpleGrid>
        </Fieldset>
        <SalesRatesFields control={control} errors={errors} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            Salva Impostazioni
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
