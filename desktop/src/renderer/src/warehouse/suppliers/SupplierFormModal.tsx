import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SupplierDto } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { applyFieldErrors } from '../../api/form-errors.ts';
import { ErrorBanner } from '../../components/Banners.tsx';
import { SupplierMainFields } from './SupplierMainFields.tsx';
import { SUPPLIER_FIELDS, supplierFormSchema, supplierFormValues, type SupplierFormOutput, type SupplierFormValues } from './supplier-form.ts';
import { SUPPLIER_TEXT } from './supplier-texts.ts';
import { useSupplierMutations } from './use-suppliers.ts';

interface SupplierFormModalProps {
  /** The supplier to change; null for 'Nuovo fornitore'. */
  supplier: SupplierDto | null;
  onClose(): void;
  onSaved(message: string): void;
}

/**
 * 'Nuovo fornitore' / 'Modifica fornitore' (spec 3 §5): name and code required (the code upper case, at
 * most 5 characters), type, partita IVA, e-mail, phone and notes, on the shared body's rules.
 */
export function SupplierFormModal({ supplier, onClose, onSaved }: SupplierFormModalProps) {
  const { create, update } = useSupplierMutations();
  const [failure, setFailure] = useState<string | null>(null);
  // one key per dialog: a double click or a retry creates one supplier
  const [key] = useState(() => crypto.randomUUID());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SupplierFormValues, unknown, SupplierFormOutput>({ resolver: zodResolver(supplierFormSchema), defaultValues: supplierFormValues(supplier) });

  const save = async (values: SupplierFormOutput) => {
    setFailure(null);
    try {
      const answer = supplier === null ? await create.mutateAsync({ body: values, idempotencyKey: key }) : await update.mutateAsync({ id: supplier.id, body: values });
      onSaved(answer.message);
    } catch (error) {
      applyFieldErrors<SupplierFormValues>(error, SUPPLIER_FIELDS, setError);
      setFailure(userMessage(error, SUPPLIER_TEXT.saveFailed));
    }
  };

  const title = supplier === null ? 'Nuovo fornitore' : 'Modifica fornitore';
  return (
    <Modal opened onClose={onClose} centered size="lg" title={<Text fw={700}>{title}</Text>}>
      <form noValidate aria-label={title} onSubmit={(event) => void handleSubmit(save)(event)}>
        <Stack gap="sm">
          <ErrorBanner message={failure} testId="supplier-form-error" flush />
          <SupplierMainFields register={register} errors={errors} pairCodeAndType />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="Partita IVA" {...register('vat_number')} error={errors.vat_number?.message} />
            <TextInput label="Telefono" type="tel" {...register('phone')} error={errors.phone?.message} />
          </SimpleGrid>
          <TextInput label="Email" type="email" {...register('email')} error={errors.email?.message} />
          <Textarea label="Note" autosize minRows={2} maxRows={5} {...register('notes')} error={errors.notes?.message} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Annulla
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {supplier === null ? 'Crea fornitore' : 'Salva'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
