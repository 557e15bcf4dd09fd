import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SUPPLIER_TYPE_LABELS, SUPPLIER_TYPES, supplierBodySchema, type SupplierDto, type SupplierType } from '@banco/shared';
import { isApiValidationError, userMessage } from '../../api/errors.ts';
import { ErrorBanner } from '../../components/Banners.tsx';
import { goodsReceiptApi } from './goods-receipt-api.ts';

interface NewSupplierModalProps {
  opened: boolean;
  onClose(): void;
  onCreated(supplier: SupplierDto): void;
}

/** 'Nuovo fornitore' (spec 3 §2 step 1, §5): name and code required, the code upper case, at most 5 characters. */
export function NewSupplierModal({ opened, onClose, onCreated }: NewSupplierModalProps) {
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [type, setType] = useState<SupplierType>('accessori');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // one key per dialog opening: a double click creates one supplier
  const [key, setKey] = useState(() => crypto.randomUUID());

  const close = () => {
    setName('');
    setCode('');
    setType('accessori');
    setErrors({});
    setFailure(null);
    setKey(crypto.randomUUID());
    onClose();
  };

  const save = async () => {
    const body = { name, code, type };
    const parsed = supplierBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const supplier = await goodsReceiptApi.createSupplier(body, key);
      onCreated(supplier);
      close();
    } catch (error) {
      if (isApiValidationError(error)) setErrors(error.validationErrors);
      setFailure(userMessage(error, 'Errore nella creazione del fornitore'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Nuovo fornitore" centered closeButtonProps={{ 'aria-label': 'Chiudi' }} zIndex={400}>
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
          <TextInput
            label="Nome fornitore"
            withAsterisk
            data-autofocus
            value={name}
            error={errors.name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors({});
            }}
          />
          <TextInput
            label="Codice fornitore"
            description="Al massimo 5 lettere o cifre"
            withAsterisk
            maxLength={5}
            value={code}
            error={errors.code}
            onChange={(event) => {
              setCode(event.currentTarget.value.toUpperCase());
              setErrors({});
            }}
          />
          <NativeSelect
            label="Tipo"
            data={SUPPLIER_TYPES.map((value) => ({ value, label: SUPPLIER_TYPE_LABELS[value] }))}
            value={type}
            onChange={(event) => setType(event.currentTarget.value as SupplierType)}
          />
          <ErrorBanner message={failure} flush />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={saving}>
              Annulla
            </Button>
            <Button type="submit" loading={saving}>
              Crea fornitore
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
