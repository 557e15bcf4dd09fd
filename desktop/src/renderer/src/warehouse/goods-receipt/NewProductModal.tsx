import { Button, Checkbox, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { NEW_PRODUCT_DEFAULTS, PRODUCT_CATEGORIES, productBodySchema, type ProductCategory, type ProductDto } from '@banco/shared';
import { isApiValidationError, userMessage } from '../../api/errors.ts';
import { ErrorBanner } from '../../components/Banners.tsx';
import { goodsReceiptApi } from './goods-receipt-api.ts';

interface NewProductModalProps {
  opened: boolean;
  /** What was typed in the search: the name to start from. */
  initialName: string;
  onClose(): void;
  onCreated(product: ProductDto): void;
}

interface Draft {
  name: string;
  brand: string;
  model: string;
  category: ProductCategory;
  requires_imei: boolean;
  requires_serial: boolean;
  ean: string;
  sku: string;
}

const emptyDraft = (name: string): Draft => ({ name, brand: '', model: '', ...NEW_PRODUCT_DEFAULTS, ean: '', sku: '' });

/** 'Nuovo prodotto' (spec 3 §3, §5): name, brand and model required; an accessory without IMEI or serial by default. */
export function NewProductModal({ opened, initialName, onClose, onCreated }: NewProductModalProps) {
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(initialName));
  const [openedWith, setOpenedWith] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  // each opening starts from the search text
  if (opened && openedWith === null) {
    setOpenedWith(initialName);
    setDraft(emptyDraft(initialName));
  }
  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors({});
  };
  const close = () => {
    setOpenedWith(null);
    setErrors({});
    setFailure(null);
    setKey(crypto.randomUUID());
    onClose();
  };

  const save = async () => {
    const parsed = productBodySchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      onCreated(await goodsReceiptApi.createProduct(draft, key));
      close();
    } catch (error) {
      if (isApiValidationError(error)) setErrors(error.validationErrors);
      setFailure(userMessage(error, 'Errore nella creazione del prodotto'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Nuovo prodotto" centered size="lg" closeButtonProps={{ 'aria-label': 'Chiudi' }} zIndex={400}>
      <form
        // the dialog sits in the wizard's React tree: its Enter submits here, it does not advance the wizard
        onKeyDown={(event) => event.stopPropagation()}
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void save();
        }}
      >
        <Stack gap="sm">
          <TextInput label="Nome" withAsterisk data-autofocus value={draft.name} error={errors.name} onChange={(event) => change('name', event.currentTarget.value)} />
          <SimpleGrid cols={2}>
            <TextInput label="Marca" withAsterisk value={draft.brand} error={errors.brand} onChange={(event) => change('brand', event.currentTarget.value)} />
            <TextInput label="Modello" withAsterisk value={draft.model} error={errors.model} onChange={(event) => change('model', event.currentTarget.value)} />
          </SimpleGrid>
          <NativeSelect
            label="Categoria"
            data={[...PRODUCT_CATEGORIES]}
            value={draft.category}
            error={errors.category}
            onChange={(event) => change('category', event.currentTarget.value as ProductCategory)}
          />
          <Group gap="lg">
            <Checkbox label="Richiede IMEI" checked={draft.requires_imei} onChange={(event) => change('requires_imei', event.currentTarget.checked)} />
            <Checkbox label="Richiede numero di serie" checked={draft.requires_serial} onChange={(event) => change('requires_serial', event.currentTarget.checked)} />
          </Group>
          <SimpleGrid cols={2}>
            <TextInput label="EAN" value={draft.ean} error={errors.ean} onChange={(event) => change('ean', event.currentTarget.value)} />
            <TextInput label="SKU" value={draft.sku} error={errors.sku} onChange={(event) => change('sku', event.currentTarget.value)} />
          </SimpleGrid>
          <ErrorBanner message={failure} flush />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={saving}>
              Annulla
            </Button>
            <Button type="submit" loading={saving}>
              Crea prodotto
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
