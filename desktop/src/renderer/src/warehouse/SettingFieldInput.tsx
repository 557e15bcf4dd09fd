import { NativeSelect, NumberInput, Switch } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { settingNumberBounds, type WarehouseSettings, type warehouseSettingsSchema, type z } from '@banco/shared';
import { MoneyInput } from '../components/MoneyInput.tsx';
import type { SettingField } from './warehouse-settings-fields.ts';

interface SettingFieldInputProps {
  field: SettingField;
  control: Control<z.input<typeof warehouseSettingsSchema>, unknown, WarehouseSettings>;
  error: string | undefined;
  readOnly: boolean;
}

/** One warehouse setting as its kind asks: a choice, a number with its bounds, an amount, a switch. */
export function SettingFieldInput({ field, control, error, readOnly }: SettingFieldInputProps) {
  const { input } = field;
  return (
    <Controller
      control={control}
      name={field.key}
      render={({ field: form }) => {
        const common = { label: field.label, description: field.description, error, disabled: readOnly, name: form.name, onBlur: form.onBlur };
        if (input.kind === 'switch') {
          return <Switch {...common} checked={form.value === true} onChange={(event) => form.onChange(event.currentTarget.checked)} ref={form.ref} />;
        }
        if (input.kind === 'choice') {
          const options = Object.entries(input.options).map(([value, label]) => ({ value, label }));
          return <NativeSelect {...common} data={options} value={String(form.value)} onChange={(event) => form.onChange(event.currentTarget.value)} ref={form.ref} />;
        }
        if (input.kind === 'money') {
          return <MoneyInput {...common} min={0} value={typeof form.value === 'string' ? form.value : ''} onChange={form.onChange} ref={form.ref} />;
        }
        const bounds = settingNumberBounds(field.key);
        return (
          <NumberInput
            {...common}
            min={bounds?.min}
            max={bounds?.max}
            suffix={` ${input.suffix}`}
            allowDecimal={input.suffix === '%'}
            clampBehavior="none"
            value={typeof form.value === 'number' ? form.value : ''}
            onChange={(value) => form.onChange(typeof value === 'number' ? value : undefined)}
            ref={form.ref}
          />
        );
      }}
    />
  );
}
