import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SUPPLIER_TYPE_LABELS, SUPPLIER_TYPES } from '@banco/shared';
import type { SupplierFormValues } from './supplier-form.ts';

/** The three fields every supplier form has: the suppliers screen's form and the goods receipt's quick one. */
export type SupplierMainValues = Pick<SupplierFormValues, 'name' | 'code' | 'type'>;

const TYPE_OPTIONS = SUPPLIER_TYPES.map((value) => ({ value, label: SUPPLIER_TYPE_LABELS[value] }));

interface SupplierMainFieldsProps {
  register: UseFormRegister<SupplierMainValues>;
  errors: FieldErrors<SupplierMainValues>;
  /** Code and type side by side (the wide dialog) rather than one under the other. */
  pairCodeAndType?: boolean;
}

/**
 * Nome fornitore, Codice fornitore and Tipo. The code is required, at most 5 letters or digits, shown
 * upper case as it will be saved. Each form still posts to its own route.
 */
export function SupplierMainFields({ register, errors, pairCodeAndType = false }: SupplierMainFieldsProps) {
  const codeAndType: ReactNode = (
    <>
      <TextInput
        label="Codice fornitore"
        description="Al massimo 5 lettere o cifre"
        withAsterisk
        maxLength={5}
        // shown as it will be saved: the schema upper-cases it
        styles={{ input: { textTransform: 'uppercase' } }}
        {...register('code')}
        error={errors.code?.message}
      />
      <NativeSelect label="Tipo" data={TYPE_OPTIONS} {...register('type')} error={errors.type?.message} />
    </>
  );
  return (
    <>
      <TextInput label="Nome fornitore" withAsterisk data-autofocus {...register('name')} error={errors.name?.message} />
      {pairCodeAndType ? (
        <SimpleGrid cols={2} spacing="sm">
          {codeAndType}
        </SimpleGrid>
      ) : (
        codeAndType
      )}
    </>
  );
}
