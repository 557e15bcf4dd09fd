import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { editableStatuses, PIECE_STATUS_LABELS, STOCK_MSG, type InventoryItem } from '@banco/shared';
import { ErrorBanner } from '../../components/Banners.tsx';
import { EditFormFooter, LocationSelect, PriceInput, ProductNameField } from './EditFormParts.tsx';
import { pieceFormSchema, pieceFormValues } from './inventory-edit-form.ts';
import { useInventoryEditForm } from './use-inventory-edit-form.ts';
import { useInventoryMutations } from './use-inventory.ts';

const FIELDS = ['status', 'location', 'imei', 'serial_number', 'purchase_price', 'selling_price', 'notes'] as const;

interface PieceEditFormProps {
  item: InventoryItem;
  seesPurchasePrices: boolean;
  onCancel(): void;
  onSaved(message: string): void;
}

/** A piece: status (any but 'sold', which only a sale and its return change), location, IMEI for products that require it, serial, prices, notes. */
export function PieceEditForm({ item, seesPurchasePrices, onCancel, onSaved }: PieceEditFormProps) {
  const { updatePiece } = useInventoryMutations();
  const { register, control, errors, isSubmitting, failure, submit } = useInventoryEditForm({
    schema: pieceFormSchema,
    initial: pieceFormValues(item),
    fields: FIELDS,
    send: (body) => updatePiece.mutateAsync({ id: item.id, body }),
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
            name="status"
            render={({ field }) => (
              <Select
                label="Stato"
                data={editableStatuses(item.status).map((status) => ({ value: status, label: PIECE_STATUS_LABELS[status] }))}
                disabled={item.status === 'sold'}
                description={item.status === 'sold' ? STOCK_MSG.soldStatusLocked : undefined}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={errors.status?.message}
                comboboxProps={{ withinPortal: true }}
                data-autofocus
              />
            )}
          />
          <Controller
            control={control}
            name="location"
            render={({ field }) => <LocationSelect item={item} value={field.value} onChange={field.onChange} error={errors.location?.message} />}
          />
          {item.requires_imei ? <TextInput label="IMEI" inputMode="numeric" ff="monospace" {...register('imei')} error={errors.imei?.message} /> : null}
          <TextInput label="Seriale" {...register('serial_number')} error={errors.serial_number?.message} />
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
