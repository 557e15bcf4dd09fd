import { Fieldset, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { SALES_RATE_LIMITS, type CompanySettingsBody } from '@banco/shared';
import { MoneyInput } from '../components/MoneyInput.tsx';
import { PercentInput } from '../components/PercentInput.tsx';

interface SalesRatesFieldsProps {
  control: Control<CompanySettingsBody>;
  errors: FieldErrors<CompanySettingsBody>;
}

type PercentField = 'consultant_commission_percent' | 'manager_commission_percent';

/** Impostazioni → Azienda, 'Vendite al banco' (issue 10): points per euro, the two commissions, the delivery fee. */
export function SalesRatesFields({ control, errors }: SalesRatesFieldsProps) {
  const percent = (name: PercentField, label: string, description: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PercentInput
          label={label}
          description={description}
          name={field.name}
          ref={field.ref}
          min={0}
          max={SALES_RATE_LIMITS.commissionPercent}
          suffix=" %"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <Fieldset legend={<Text fw={600}>Vendite al banco</Text>} variant="unstyled">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Controller
          control={control}
          name="points_per_euro"
          render={({ field }) => (
            <NumberInput
              label="Punti fedeltà per euro pagato"
              description="Non si guadagnano punti sul credito cliente né sui coupon"
              name={field.name}
              ref={field.ref}
              min={0}
              max={SALES_RATE_LIMITS.pointsPerEuro}
              allowDecimal={false}
              clampBehavior="none"
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              onBlur={field.onBlur}
              error={errors.points_per_euro?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="delivery_fee"
          render={({ field }) => (
            <MoneyInput
              label="Costo consegna a domicilio (€)"
              description="Gratuita sopra 500,00 € di prodotti; 0 per consegnare sempre gratis"
              name={field.name}
              ref={field.ref}
              min={0}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.delivery_fee?.message}
            />
          )}
        />
        {percent('consultant_commission_percent', 'Provvigione consulente', 'Sul totale prodotti delle vendite del consulente')}
        {percent('manager_commission_percent', 'Provvigione manager', 'Sulle vendite dei consulenti che supervisiona e sulle proprie')}
      </SimpleGrid>
    </Fieldset>
  );
}
