import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isImeiCategory, NEW_PRODUCT_DEFAULTS, PRODUCT_CATEGORIES, productBodySchema, type ProductDto, type z } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { applyFieldErrors } from '../../api/form-errors.ts';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { goodsReceiptApi } from './goods-receipt-api.ts';
import { QuickCreateModal } from './QuickCreateModal.tsx';

const productFormSchema = productBodySchema.pick({ name: true, brand: true, model: true, category: true, requires_imei: true, requires_serial: true, ean: true, sku: true, selling_price: true });
type ProductForm = z.input<typeof productFormSchema>;
type ProductOutput = z.output<typeof productFormSchema>;
const FIELDS = ['name', 'brand', 'model', 'category', 'requires_imei', 'requires_serial', 'ean', 'sku', 'selling_price'] as const;

interface NewProductModalProps {
  /** What was typed in the search: the name to start from. */
  initialName: string;
  onClose(): void;
  onCreated(product: ProductDto): void;
}

/**
 * 'Nuovo prodotto' (spec 3 §3, §5): name, brand and model required; an accessory without IMEI or serial
 * by default (a phone or tablet ticks 'Richiede IMEI'); the selling price, which the loaded pieces and
 * stock take and the counter charges.
 */
export function NewProductModal({ initialName, onClose, onCreated }: NewProductModalProps) {
  const [failure, setFailure] = useState<string | null>(null);
  // one key per dialog: a double click or a retry creates one product
  const [key] = useState(() => crypto.randomUUID());
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProductForm, unknown, ProductOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: { name: initialName, brand: '', model: '', ...NEW_PRODUCT_DEFAULTS, ean: '', sku: '', selling_price: null },
  });
  const category = register('category');

  const save = async (values: ProductOutput) => {
    setFailure(null);
    try {
      onCreated(await goodsReceiptApi.createProduct(values, key));
      onClose();
    } catch (error) {
      applyFieldErrors<ProductForm>(error, FIELDS, setError);
      setFailure(userMessage(error, 'Errore nella creazione del prodotto'));
    }
  };

  return (
    <QuickCreateModal
      title="Nuovo prodotto"
      size="lg"
      submitLabel="Crea prodotto"
      failure={failure}
      submitting={isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <TextInput label="Nome" withAsterisk data-autofocus {...register('name')} error={errors.name?.message} />
      <SimpleGrid cols={2}>
        <TextInput label="Marca" withAsterisk {...register('brand')} error={errors.brand?.message} />
        <TextInput label="Modello" withAsterisk {...register('model')} error={errors.model?.message} />
      </SimpleGrid>
      <SimpleGrid cols={2}>
        <NativeSelect
          label="Categoria"
          data={[...PRODUCT_CATEGORIES]}
          {...category}
          onChange={(event) => {
            void category.onChange(event);
            setValue('requires_imei', isImeiCategory(event.currentTarget.value));
          }}
          error={errors.category?.message}
        />
        <Controller
          control={control}
          name="selling_price"
          render={({ field }) => (
            <MoneyInput label="Prezzo di vendita" leftSection="€" min={0} value={field.value ?? ''} onChange={(next) => field.onChange(next === '' ? null : next)} error={errors.selling_price?.message} />
          )}
        />
      </SimpleGrid>
      <Group gap="lg">
        <Checkbox label="Richiede IMEI" {...register('requires_imei')} />
        <Checkbox label="Richiede numero di serie" {...register('requires_serial')} />
      </Group>
      <SimpleGrid cols={2}>
        <TextInput label="EAN" {...register('ean')} error={errors.ean?.message} />
        <TextInput label="SKU" {...register('sku')} error={errors.sku?.message} />
      </SimpleGrid>
    </QuickCreateModal>
  );
}
