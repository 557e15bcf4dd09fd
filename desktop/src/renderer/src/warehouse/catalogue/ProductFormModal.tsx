import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isImeiCategory, PRODUCT_CATEGORIES, PRODUCT_MSG, type ProductDto } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { applyFieldErrors } from '../../api/form-errors.ts';
import { ErrorBanner } from '../../components/Banners.tsx';
import { PriceInput } from '../inventory/EditFormParts.tsx';
import { CATALOGUE_TEXT } from './catalogue-texts.ts';
import { isTrackingLocked, PRODUCT_FIELDS, productFormSchema, productFormValues, type ProductFormOutput, type ProductFormValues } from './product-form.ts';
import { useCatalogueMutations } from './use-catalogue.ts';

interface ProductFormModalProps {
  /** The product to change; null for 'Nuovo prodotto'. */
  product: ProductDto | null;
  /** Owners and managers: the purchase price field (never shown to consultants, spec 3 §6). */
  seesPurchasePrices: boolean;
  onClose(): void;
  onSaved(message: string): void;
}

/**
 * 'Nuovo prodotto' / 'Modifica prodotto': every field of the catalogue product on the shared body's
 * rules, so the server's validation_errors land under their fields. Choosing Smartphone or Tablet
 * ticks 'Richiede IMEI'. When the server answers that the product already has stock movements, how it
 * is tracked goes back to what it was and its boxes lock, with the server's reason.
 */
export function ProductFormModal({ product, seesPurchasePrices, onClose, onSaved }: ProductFormModalProps) {
  const { create, update } = useCatalogueMutations();
  const [failure, setFailure] = useState<string | null>(null);
  const [trackingLocked, setTrackingLocked] = useState(false);
  // one key per dialog: a double click or a retry creates one product
  const [key] = useState(() => crypto.randomUUID());
  const initial = productFormValues(product);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({ resolver: zodResolver(productFormSchema), defaultValues: initial });

  const save = async (values: ProductFormOutput) => {
    setFailure(null);
    // a consultant never edits (warehouse view only); who edits sees the purchase price, so the full body keeps it
    const body = seesPurchasePrices ? values : { ...values, last_purchase_price: initial.last_purchase_price ?? null };
    try {
      const answer = product === null ? await create.mutateAsync({ body, idempotencyKey: key }) : await update.mutateAsync({ id: product.id, body });
      onSaved(answer.message);
    } catch (error) {
      if (isTrackingLocked(error)) {
        setTrackingLocked(true);
        setValue('requires_imei', initial.requires_imei ?? false);
        setValue('requires_serial', initial.requires_serial ?? false);
        clearErrors(['requires_imei', 'requires_serial']);
        // the reason stands beside the locked boxes (once): the rest of the form can be saved again
        return;
      }
      applyFieldErrors<ProductFormValues>(error, PRODUCT_FIELDS, setError);
      setFailure(userMessage(error, CATALOGUE_TEXT.saveFailed));
    }
  };

  const title = product === null ? 'Nuovo prodotto' : 'Modifica prodotto';
  return (
    <Modal opened onClose={onClose} centered size="lg" title={<Text fw={700}>{title}</Text>}>
      <form noValidate aria-label={title} onSubmit={(event) => void handleSubmit(save)(event)}>
        <Stack gap="sm">
          <ErrorBanner message={failure} testId="product-form-error" flush />
          <TextInput label="Nome" withAsterisk data-autofocus {...register('name')} error={errors.name?.message} />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="Marca" withAsterisk {...register('brand')} error={errors.brand?.message} />
            <TextInput label="Modello" withAsterisk {...register('model')} error={errors.model?.message} />
          </SimpleGrid>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <NativeSelect
                label="Categoria"
                data={[...PRODUCT_CATEGORIES]}
                value={field.value ?? ''}
                onChange={(event) => {
                  const category = event.currentTarget.value;
                  field.onChange(category);
                  if (!trackingLocked && isImeiCategory(category)) setValue('requires_imei', true);
                }}
                onBlur={field.onBlur}
                error={errors.category?.message}
              />
            )}
          />
          <Stack gap={6}>
            <Group gap="lg">
              <Controller
                control={control}
                name="requires_imei"
                render={({ field }) => (
                  <Checkbox
                    label="Richiede IMEI"
                    checked={field.value ?? false}
                    disabled={trackingLocked}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    error={errors.requires_imei?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="requires_serial"
                render={({ field }) => (
                  <Checkbox
                    label="Richiede numero di serie"
                    checked={field.value ?? false}
                    disabled={trackingLocked}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    error={errors.requires_serial?.message}
                  />
                )}
              />
            </Group>
            {trackingLocked ? (
              <Alert color="orange" variant="light" p="xs" icon={<IconLock size={16} aria-hidden />} data-testid="product-tracking-locked">
                <Text size="sm">{PRODUCT_MSG.trackingLocked}</Text>
              </Alert>
            ) : null}
          </Stack>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="EAN" {...register('ean')} error={errors.ean?.message} />
            <TextInput label="SKU" {...register('sku')} error={errors.sku?.message} />
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="sm">
            <Controller
              control={control}
              name="selling_price"
              render={({ field }) => <PriceInput label="Prezzo di vendita" value={field.value} onChange={field.onChange} error={errors.selling_price?.message} />}
            />
            {seesPurchasePrices ? (
              <Controller
                control={control}
                name="last_purchase_price"
                render={({ field }) => <PriceInput label="Ultimo prezzo di acquisto" value={field.value} onChange={field.onChange} error={errors.last_purchase_price?.message} />}
              />
            ) : null}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Annulla
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {product === null ? 'Crea prodotto' : 'Salva'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
