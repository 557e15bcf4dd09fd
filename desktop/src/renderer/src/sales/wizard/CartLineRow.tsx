import { ActionIcon, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { isSaleOperator, lineAmounts, moneyToCents, SALE_DISCOUNT_MAX_PERCENT, SALE_MSG, SALE_OPERATORS, type MoneyString } from '@banco/shared';
import { PercentInput } from '../../components/PercentInput.tsx';
import { lineCodeText } from '../detail/sale-format.ts';
import { formatCents } from '../../format/format.ts';
import { hasRegisteredCustomer, offersActivation, setQuantity, updateLine, type ActivationValues, type SaleLineValues } from './sale-form.ts';
import type { CartFieldProps } from './sale-step-props.ts';

interface CartLineRowProps extends CartFieldProps {
  line: SaleLineValues;
  index: number;
  /** The store's operators (activationOperators). */
  operators: readonly string[];
}

const NO_ACTIVATION: ActivationValues = { operator: '', dealer_code: '', portability_number: '', portability_operator: '' };
const operatorOf = (value: string | null) => (value !== null && isSaleOperator(value) ? value : '');

/** One cart line: quantity within stock, discount 0–50%, the line's total, and the activation of a phone or tablet. */
export function CartLineRow({ line, index, values, errors, set, operators }: CartLineRowProps) {
  const lines = values.lines;
  const path = `lines.${index}`;
  const change = (next: Partial<SaleLineValues>, field: string) => set('lines', updateLine(lines, line.key, next), [`${path}.${field}`]);
  const quantity = (next: number) => set('lines', setQuantity(lines, line.key, next), [`${path}.quantity`, 'lines']);
  // a discount out of 0–50% is said on the field as it is typed, and the line shows its price undiscounted meanwhile (never a negative total)
  const discountInRange = line.discount_percent >= 0 && line.discount_percent <= SALE_DISCOUNT_MAX_PERCENT;
  const amounts = lineAmounts({ unitPriceCents: moneyToCents(line.unit_price as MoneyString), quantity: line.quantity, discountPercent: discountInRange ? line.discount_percent : 0 });
  const activation = line.activation;
  const setActivation = (next: Partial<ActivationValues>) => change({ activation: { ...(activation ?? NO_ACTIVATION), ...next } }, 'activation.operator');
  const code = lineCodeText(line);

  return (
    <Paper withBorder radius="md" p="sm" aria-label={`Riga ${line.product_name}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {line.product_name}
            </Text>
            <Text size="xs" c="dimmed">
              {[line.brand, line.model, code, `${formatCents(moneyToCents(line.unit_price as MoneyString))} cad.`].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <ActionIcon variant="subtle" color="red" aria-label={`Rimuovi ${line.product_name}`} onClick={() => quantity(0)}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap="md" wrap="wrap" align="flex-end">
          <Group gap={4} wrap="nowrap" align="flex-end">
            <ActionIcon variant="default" size="lg" aria-label="Diminuisci quantità" onClick={() => quantity(line.quantity - 1)}>
              <IconMinus size={14} aria-hidden />
            </ActionIcon>
            <NumberInput
              label="Quantità"
              w={80}
              min={0}
              max={line.stock}
              allowDecimal={false}
              disabled={line.piece_id !== null}
              value={line.quantity}
              onChange={(next) => quantity(typeof next === 'number' ? next : 0)}
              error={errors[`${path}.quantity`]}
            />
            <ActionIcon variant="default" size="lg" aria-label="Aumenta quantità" disabled={line.quantity >= line.stock} onClick={() => quantity(line.quantity + 1)}>
              <IconPlus size={14} aria-hidden />
            </ActionIcon>
          </Group>
          <PercentInput
            label="Sconto %"
            w={110}
            min={0}
            max={SALE_DISCOUNT_MAX_PERCENT}
            value={line.discount_percent}
            onChange={(next) => change({ discount_percent: next ?? 0 }, 'discount_percent')}
            error={errors[`${path}.discount_percent`] ?? (discountInRange ? undefined : SALE_MSG.discountOutOfRange(SALE_DISCOUNT_MAX_PERCENT))}
          />
          <Stack gap={0} ml="auto" align="flex-end">
            {amounts.discountCents > 0 ? (
              <Text size="xs" c="dimmed">
                Sconto −{formatCents(amounts.discountCents)}
              </Text>
            ) : null}
            <Text fw={700}>{formatCents(amounts.totalCents)}</Text>
          </Stack>
        </Group>
        {offersActivation(line.category) && hasRegisteredCustomer(values) ? (
          <Stack gap="xs">
            <Checkbox label="Attivazione SIM / portabilità" checked={activation !== null} onChange={(event) => change({ activation: event.currentTarget.checked ? NO_ACTIVATION : null }, 'activation.operator')} />
            {activation !== null ? (
              <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
                <Select label="Operatore" required data={[...operators]} value={activation.operator || null} onChange={(next) => setActivation({ operator: operatorOf(next) })} error={errors[`${path}.activation.operator`]} />
                <TextInput label="Codice dealer / attivazione" value={activation.dealer_code} onChange={(event) => setActivation({ dealer_code: event.currentTarget.value })} />
                <TextInput label="Numero da portare" value={activation.portability_number} onChange={(event) => setActivation({ portability_number: event.currentTarget.value })} />
                <Select
                  label="Operatore di provenienza"
                  clearable
                  data={[...SALE_OPERATORS]}
                  value={activation.portability_operator || null}
                  onChange={(next) => setActivation({ portability_operator: operatorOf(next) })}
                />
              </SimpleGrid>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
