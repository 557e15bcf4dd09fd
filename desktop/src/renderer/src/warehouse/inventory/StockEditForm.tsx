import { NumberInput, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { InventoryItem } from '@banco/shared';
import { ErrorBanner } from '../../components/Banners.tsx';
import { EditFormFooter, LocationSelect, PriceInput, ProductNameField } from './EditFormParts.tsx';
import { stockFormSchema, stockFormValues } from './inventory-edit-form.ts';
import { useInventoryEditForm } from './use-inventory-edit-form.ts';
import { useInventoryMutations } from './use-inventory.ts';

const FIELDS = ['quantity', 'location', 'purchase_price', 'selling_price', 'notes'] as const;

interface StockEditFormProps {
  item: InventoryItem;
  seesPurchasePrices: boolean;
  onCancel(): void;
  onSaved(message: string): void;
}

/** A quantity row: a new quantity is a rettifica of the difference; location, prices, notes. */
export function StockEditForm({ item, seesPurchasePrices, onCancel, onSaved }: StockEditFormProps) {
  const { updateStock } = useInventoryMutations();
  const { register, control, errors, isSubmitting, failure, submit } = useInventoryEditForm({
    schema: stockFormSchema,
    initial: stockFormValues(item),
    fields: FIELDS,
    send: (body) => updateStock.mutateAsync({ id: item.id, body }),
    onSaved,
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Modifica prodotto">
      <ErrorBanner message={failure} testId="inventory-edit-error" />
      <Stack gap="md">
        <ProductNameField item={item} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="quantity"
            render={({ field }) => (
              <NumberInput
                label="Quantità"
                withAsterisk
                min={0}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                onBlur={field.onBlur}
                error={errors.quantity?.message}
                data-autofocus
              />
            )}
          />
          <Controller
            control={control}
            name="location"
            render={({ field }) => <LocationSelect item={item} value={field.value} onChange={field.onChange} error={errors.location?.message} />}
          />
          {seesPurchasePrices ? (
            <Controller
              control={control}
              name="purchase_price"
              render={({ field }) => <PriceInput label="Prezzo di acquisto" value={field.value} onChange={field.onChange} error={errors.purchase_price?.message} />}
            />
          ) : null}
          <Controller
            control={control}
            name="selling_price"
            render={({ field }) => <PriceInput label="Prezzo di vendita" value={field.value} onChange={field.onChange} error={errors.selling_price?.message} />}
          />
        </SimpleGrid>
        <Textarea label="Note" description="Restano nella tracciabilità, con questa modifica" autosize minRows={2} {...register('notes')} error={errors.notes?.message} />
        <EditFormFooter busy={isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
