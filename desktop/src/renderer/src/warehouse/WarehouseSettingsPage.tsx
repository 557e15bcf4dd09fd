import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Group, Loader, NativeSelect, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { MSG, WAREHOUSE_SETTINGS_MSG, warehouseSettingsSchema, type StoreWarehouseSettings, type WarehouseSettings, type z } from '@banco/shared';
import { isApiValidationError, userMessage } from '../api/errors.ts';
import { ErrorBanner, LoadError, SuccessBanner } from '../components/Banners.tsx';
import { ConfirmModal } from '../components/ConfirmModal.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard.tsx';
import { useSuccessBanner } from '../components/use-success-banner.ts';
import { formatDateTime } from '../format/format.ts';
import { SettingFieldInput } from './SettingFieldInput.tsx';
import { SETTINGS_TABS, tabOf } from './warehouse-settings-fields.ts';
import { warehouseSettingsApi } from './warehouse-settings-api.ts';

const keys = { stores: ['warehouse', 'stores'] as const, settings: (storeId: number) => ['warehouse', 'settings', storeId] as const };

/**
 * /warehouse/settings (spec 3 §2 "Warehouse settings screen"): a store's warehouse settings in six tabs,
 * Salva and Ripristina. The store picker shows only when no store is preset (?store_id=) and the user
 * sees more than one store.
 */
export function WarehouseSettingsPage() {
  const [params, setParams] = useSearchParams();
  // a store preset by the link (?store_id=) hides the picker; the picker's choice is kept as ?negozio=
  const preset = Number(params.get('store_id')) || null;
  const picked = Number(params.get('negozio')) || null;
  const stores = useQuery({ queryKey: keys.stores, queryFn: ({ signal }) => warehouseSettingsApi.stores(signal) });
  const storeId = preset ?? picked ?? stores.data?.[0]?.id ?? null;
  // unsaved changes are not dropped by picking another store without asking
  const [dirty, setDirty] = useState(false);
  const [pendingStore, setPendingStore] = useState<string | null>(null);
  const pick = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('negozio', value);
    setParams(next, { replace: true });
    setDirty(false);
    setPendingStore(null);
  };
  const settings = useQuery({
    queryKey: keys.settings(storeId ?? 0),
    queryFn: ({ signal }) => warehouseSettingsApi.show(storeId ?? 0, signal),
    enabled: storeId !== null,
  });

  let body;
  if (stores.isError) body = <LoadError message={userMessage(stores.error, MSG.storesLoadFailed)} onRetry={() => void stores.refetch()} />;
  else if (stores.data?.length === 0) body = <Text c="dimmed">Nessun negozio disponibile.</Text>;
  else if (settings.isError) body = <LoadError message={userMessage(settings.error, 'Errore nel caricamento delle impostazioni')} onRetry={() => void settings.refetch()} />;
  else if (!settings.data)
    body = (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text c="dimmed">Caricamento impostazioni...</Text>
      </Group>
    );
  else body = <SettingsForm key={settings.data.store_id} current={settings.data} onReload={() => void settings.refetch()} onDirtyChange={setDirty} />;

  const showPicker = preset === null && (stores.data?.length ?? 0) > 1;
  const unsaved = `Le modifiche alle impostazioni di ${settings.data?.store_name ?? 'questo negozio'} non sono state salvate e andranno perse.`;
  return (
    <>
      <PageHeader title="Impostazioni Magazzino" description="Soglie, comportamenti, inventari, autorizzazioni, vendite e resi del negozio." />
      <Stack gap="md">
        {showPicker ? (
          <NativeSelect
            label="Negozio"
            maw={360}
            data={(stores.data ?? []).map((store) => ({ value: String(store.id), label: store.name }))}
            value={String(storeId ?? '')}
            onChange={(event) => {
              if (dirty) setPendingStore(event.currentTarget.value);
              else pick(event.currentTarget.value);
            }}
          />
        ) : null}
        <UnsavedChangesGuard when={dirty} message={unsaved} />
        <ConfirmModal
          opened={pendingStore !== null}
          title="Cambiare negozio senza salvare?"
          message={unsaved}
          confirmLabel="Cambia negozio"
          onCancel={() => setPendingStore(null)}
          onConfirm={() => Promise.resolve(pendingStore === null ? undefined : pick(pendingStore))}
          errorText={() => ''}
        />
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          Alcune impostazioni richiedono i privilegi di manager o imprenditore. Le modifiche si applicano subito dopo il salvataggio.
        </Alert>
        {body}
      </Stack>
    </>
  );
}

function SettingsForm({ current, onReload, onDirtyChange }: { current: StoreWarehouseSettings; onReload(): void; onDirtyChange(dirty: boolean): void }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<string>(SETTINGS_TABS[0]?.id ?? 'general');
  const [success, showSuccess] = useSuccessBanner();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof warehouseSettingsSchema>, unknown, WarehouseSettings>({
    resolver: zodResolver(warehouseSettingsSchema),
    defaultValues: current.settings,
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const rotation = useWatch({ control, name: 'enable_display_rotation' });
  const readOnly = !current.can_edit;
  useEffect(() => reset(current.settings), [current, reset]);
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const errorTabs = new Set(Object.keys(formState.errors).map(tabOf));
  const openFirstError = (errors: FieldErrors<z.input<typeof warehouseSettingsSchema>>) => {
    const first = SETTINGS_TABS.find((candidate) => candidate.fields.some((field) => errors[field.key]));
    if (first) setTab(first.id);
  };

  const save = async (values: WarehouseSettings) => {
    setFailure(null);
    try {
      const answer = await warehouseSettingsApi.save(current.store_id, values);
      queryClient.setQueryData(keys.settings(current.store_id), answer.data);
      reset(answer.data.settings);
      showSuccess(answer.message);
    } catch (error) {
      if (isApiValidationError(error)) {
        for (const [path, message] of Object.entries(error.validationErrors)) {
          const key = path.replace(/^settings\./, '');
          if (key in values) setError(key as keyof WarehouseSettings, { type: 'server', message });
        }
        openFirstError(form.formState.errors);
      }
      setFailure(userMessage(error, WAREHOUSE_SETTINGS_MSG.saveFailed));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(save, openFirstError)(event)} noValidate aria-label={`Impostazioni magazzino di ${current.store_name}`}>
      <Stack gap="md">
        <SuccessBanner message={success} testId="warehouse-settings-success" />
        <ErrorBanner message={failure} />
        <Group justify="space-between">
          <Text fw={600}>{current.store_name}</Text>
          <Text size="xs" c="dimmed">
            {current.updated_at ? `Ultimo salvataggio: ${formatDateTime(current.updated_at)}` : 'Valori predefiniti, mai modificati'}
          </Text>
        </Group>
        <Paper withBorder radius="md" p="md">
          <Tabs value={tab} onChange={(next) => next && setTab(next)} keepMounted>
            <Tabs.List>
              {SETTINGS_TABS.map((candidate) => (
                <Tabs.Tab key={candidate.id} value={candidate.id} rightSection={errorTabs.has(candidate.id) ? <Badge size="xs" color="red" circle aria-label="contiene errori">!</Badge> : null}>
                  {candidate.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {SETTINGS_TABS.map((candidate) => (
              <Tabs.Panel key={candidate.id} value={candidate.id} pt="md">
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="lg">
                  {candidate.fields
                    .filter((field) => field.shownWhen === undefined || (field.shownWhen === 'enable_display_rotation' && rotation === true))
                    .map((field) => (
                      <SettingFieldInput key={field.key} field={field} control={control} error={formState.errors[field.key]?.message} readOnly={readOnly} />
                    ))}
                </SimpleGrid>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Paper>
        {readOnly ? (
          <Text size="sm" c="dimmed">
            Solo manager e imprenditori possono modificare queste impostazioni.
          </Text>
        ) : (
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={() => {
                setFailure(null);
                onReload();
                reset(current.settings);
              }}
            >
              Ripristina
            </Button>
            <Button type="submit" loading={formState.isSubmitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
              Salva
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
