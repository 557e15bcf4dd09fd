import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { InventoryItem, StockUpdate } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { applyFieldErrors } from '../../api/form-errors.ts';
import { ErrorBanner } from '../../components/Banners.tsx';
import { EditFormFooter, LocationSelect, PriceInput, ProductNameField } from './EditFormParts.tsx';
import { changedFields, stockFormSchema, stockFormValues, type StockFormValues } from './inventory-edit-form.ts';
import { INVENTORY_TEXT } from './inventory-texts.ts';
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
  const [failure, setFailure] = useState<string | null>(null);
  const initial = stockFormValues(item);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StockFormValues, unknown, StockUpdate>({ resolver: zodResolver(stockFormSchema), defaultValues: initial });

  const save = async (values: StockUpdate) => {
    setFailure(null);
    try {
      const answer = await updateStock.mutateAsync({ id: item.id, body: changedFields(initial, values) });
      onSaved(answer.message);
    } catch (error) {
      applyFieldErrors<StockFormValues>(error, FIELDS, setError);
      setFailure(userMessage(error, INVENTORY_TEXT.saveFailed));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate aria-label="Modifica prodotto">
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
        <Textarea label="Note" autosize minRows={2} {...register('notes')} error={errors.notes?.message} />
        <EditFormFooter busy={isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
