import { Badge, Checkbox, Group, NumberInput, Paper, Stack, Text, Textarea } from '@mantine/core';
import { RETURN_CONDITION_LABELS, RETURN_LINE_NOTES_MAX, type AssessedLine, type ReturnableLine } from '@banco/shared';
import { formatMoney } from '../../format/format.ts';
import { DefectChecklist } from './DefectChecklist.tsx';
import { LINE_STATUS_COLOURS, lineStatusText } from './line-status.ts';
import { lineCodeText } from '../detail/sale-format.ts';
import { CONDITION_COLOURS } from './return-texts.ts';
import type { ReturnLineValues } from './return-form.ts';

interface ReturnProductCardProps {
  line: ReturnableLine;
  /** The product's choice; null when not ticked. */
  chosen: ReturnLineValues | null;
  /** Its index among the chosen ones (the errors' path); -1 when not ticked. */
  index: number;
  errors: Readonly<Record<string, string>>;
  /** The server's assessment of it, when the quote has one. */
  assessed: AssessedLine | undefined;
  onToggle(chosen: boolean): void;
  onChange(change: Partial<Omit<ReturnLineValues, 'sale_line_id'>>, clear: readonly string[]): void;
}

/** One returnable product in step 2 (spec 2 §2.7): its checkbox, quantity, defect checklist, notes and rated condition. */
export function ReturnProductCard({ line, chosen, index, errors, assessed, onToggle, onChange }: ReturnProductCardProps) {
  const path = `lines.${index}`;
  const byQuantity = line.imei === null && line.serial_number === null && line.returnable_quantity > 1;
  return (
    <Paper withBorder radius="md" p="sm" aria-label={`Prodotto ${line.product_name}`} data-testid="return-product">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Checkbox
            checked={chosen !== null}
            onChange={(event) => onToggle(event.currentTarget.checked)}
            label={
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {line.product_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[line.brand, line.category, lineCodeText(line), `${formatMoney(line.total_price)} pagato`].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            }
            aria-label={`Restituisci ${line.product_name}`}
          />
          <Group gap={6} wrap="nowrap">
            {assessed !== undefined && chosen !== null ? (
              <Badge variant="light" color={CONDITION_COLOURS[assessed.condition]} data-testid="return-condition">
                {RETURN_CONDITION_LABELS[assessed.condition]}
              </Badge>
            ) : null}
            <Badge size="sm" variant="light" color={LINE_STATUS_COLOURS[line.status]}>
              {lineStatusText(line)}
            </Badge>
          </Group>
        </Group>
        {chosen !== null ? (
          <Stack gap="xs" pl={30}>
            {byQuantity ? (
              <NumberInput
                label={`Quantità (massimo ${line.returnable_quantity})`}
                w={200}
                min={1}
                max={line.returnable_quantity}
                allowDecimal={false}
                clampBehavior="none"
                value={chosen.quantity}
                onChange={(next) => onChange({ quantity: typeof next === 'number' ? next : 0 }, [`${path}.quantity`])}
                error={errors[`${path}.quantity`]}
              />
            ) : null}
            <DefectChecklist category={line.category} defects={chosen.defects} productName={line.product_name} onChange={(defects) => onChange({ defects }, [`${path}.defects`])} />
            <Textarea
              label="Note"
              placeholder="Note sulle condizioni (facoltative)"
              autosize
              minRows={1}
              maxRows={3}
              maxLength={RETURN_LINE_NOTES_MAX}
              value={chosen.notes}
              onChange={(event) => onChange({ notes: event.currentTarget.value }, [`${path}.notes`])}
              error={errors[`${path}.notes`]}
            />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
