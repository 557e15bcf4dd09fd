import { Button, Group, NativeSelect, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { StoreSummary } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { LoadError } from '../../components/Banners.tsx';
import { DateField } from '../../components/DateField.tsx';
import { RECEIPT_TEXT } from './receipt-texts.ts';
import { NewSupplierModal } from './NewSupplierModal.tsx';
import type { ReceiptStepProps } from './receipt-step-props.ts';
import { useReceiptSuppliers, useRefreshSuppliers } from './use-goods-receipt.ts';

const numberOrNull = (value: number | string): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Step 1, Documento di Trasporto (spec 3 §2, §5): supplier, number, dates, store, packages, pieces, notes. */
export function DdtStep({ values, errors, set, stores }: ReceiptStepProps & { stores: readonly StoreSummary[] }) {
  const suppliers = useReceiptSuppliers();
  const refreshSuppliers = useRefreshSuppliers();
  const [creating, setCreating] = useState(false);
  const supplierOptions = (suppliers.data ?? []).map((supplier) => ({ value: String(supplier.id), label: supplier.name }));
  // a supplier just created may not be in the list yet: it shows by its name
  if (values.supplier_id !== null && !supplierOptions.some((option) => option.value === String(values.supplier_id))) {
    supplierOptions.push({ value: String(values.supplier_id), label: values.supplier_name });
  }
  const incomplete = values.supplier_id === null || values.ddt_number.trim() === '' || values.ddt_date === '' || values.store_id === null || values.total_declared_items === null;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Select
          label="Fornitore"
          withAsterisk
          placeholder={suppliers.isLoading ? 'Caricamento fornitori...' : 'Scegli il fornitore'}
          data={supplierOptions}
          value={values.supplier_id === null ? null : String(values.supplier_id)}
          onChange={(next) => {
            const supplier = suppliers.data?.find((row) => String(row.id) === next);
            set('supplier_id', next === null ? null : Number(next));
            set('supplier_name', supplier?.name ?? '');
          }}
          error={errors.supplier_id}
          searchable
          nothingFoundMessage="Nessun fornitore trovato"
          comboboxProps={{ withinPortal: true }}
          style={{ flex: 1 }}
        />
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} mb={errors.supplier_id ? 22 : 0}>
          Nuovo fornitore
        </Button>
      </Group>
      {suppliers.isError ? <LoadError title={RECEIPT_TEXT.suppliersLoadFailed} message={userMessage(suppliers.error, '')} onRetry={() => void suppliers.refetch()} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Numero DDT" withAsterisk value={values.ddt_number} error={errors.ddt_number} onChange={(event) => set('ddt_number', event.currentTarget.value)} />
        <DateField label="Data DDT" required value={values.ddt_date} error={errors.ddt_date} onChange={(value) => set('ddt_date', value, ['delivery_date'])} />
        <DateField label="Consegna prevista" value={values.delivery_date} error={errors.delivery_date} onChange={(value) => set('delivery_date', value)} />
      </SimpleGrid>
      <NativeSelect
        label="Negozio di destinazione"
        withAsterisk
        data={[{ value: '', label: 'Scegli il negozio' }, ...stores.map((store) => ({ value: String(store.id), label: `${store.name} (${store.city})` }))]}
        value={values.store_id === null ? '' : String(values.store_id)}
        error={errors.store_id}
        onChange={(event) => {
          const id = event.currentTarget.value;
          set('store_id', id === '' ? null : Number(id));
          set('store_name', stores.find((store) => String(store.id) === id)?.name ?? '');
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Numero colli"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          value={values.packages_count ?? ''}
          error={errors.packages_count}
          onChange={(value) => set('packages_count', numberOrNull(value))}
        />
        <NumberInput
          label="Totale pezzi dichiarati"
          withAsterisk
          min={1}
          allowDecimal={false}
          allowNegative={false}
          value={values.total_declared_items ?? ''}
          error={errors.total_declared_items}
          onChange={(value) => set('total_declared_items', numberOrNull(value))}
        />
      </SimpleGrid>
      <Textarea label="Note" autosize minRows={2} maxRows={5} value={values.notes} error={errors.notes} onChange={(event) => set('notes', event.currentTarget.value)} />
      {incomplete ? (
        <Text size="sm" c="dimmed">
          Completa i campi richiesti per continuare
        </Text>
      ) : null}
      {creating ? (
        <NewSupplierModal
          onClose={() => setCreating(false)}
          onCreated={(supplier) => {
            set('supplier_id', supplier.id);
            set('supplier_name', supplier.name);
            void refreshSuppliers();
          }}
        />
      ) : null}
    </Stack>
  );
}
