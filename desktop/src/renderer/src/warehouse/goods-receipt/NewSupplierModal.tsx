import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { supplierBodySchema, type SupplierDto, type z } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { applyFieldErrors } from '../../api/form-errors.ts';
import { SupplierMainFields } from '../suppliers/SupplierMainFields.tsx';
import { goodsReceiptApi } from './goods-receipt-api.ts';
import { QuickCreateModal } from './QuickCreateModal.tsx';

const supplierFormSchema = supplierBodySchema.pick({ name: true, code: true, type: true });
type SupplierForm = z.input<typeof supplierFormSchema>;
type SupplierOutput = z.output<typeof supplierFormSchema>;

interface NewSupplierModalProps {
  onClose(): void;
  onCreated(supplier: SupplierDto): void;
}

/** 'Nuovo fornitore' (spec 3 §2 step 1, §5): name and code required, the code upper case, at most 5 characters. */
export function NewSupplierModal({ onClose, onCreated }: NewSupplierModalProps) {
  const [failure, setFailure] = useState<string | null>(null);
  // one key per dialog: a double click or a retry creates one supplier
  const [key] = useState(() => crypto.randomUUID());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SupplierForm, unknown, SupplierOutput>({ resolver: zodResolver(supplierFormSchema), defaultValues: { name: '', code: '', type: 'accessori' } });

  const save = async (values: SupplierOutput) => {
    setFailure(null);
    try {
      onCreated(await goodsReceiptApi.createSupplier(values, key));
      onClose();
    } catch (error) {
      applyFieldErrors<SupplierForm>(error, ['name', 'code', 'type'], setError);
      setFailure(userMessage(error, 'Errore nella creazione del fornitore'));
    }
  };

  return (
    <QuickCreateModal
      title="Nuovo fornitore"
      submitLabel="Crea fornitore"
      failure={failure}
      submitting={isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <SupplierMainFields register={register} errors={errors} />
    </QuickCreateModal>
  );
}
