import { Alert, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cashCountWarnings } from '@banco/shared';
import { formatCents } from '../../format/format.ts';
import {
  COIN_DENOMINATIONS,
  countFieldPath,
  countText,
  countTotalCents,
  lineCents,
  NOTE_DENOMINATIONS,
  textOf,
  withCount,
  type CashCountText,
  type Denomination,
} from './cash-count-form.ts';

interface CashCountGridProps {
  value: CashCountText;
  onChange(next: CashCountText): void;
  /** The errors shown, by dotted path ('count' for the count as a whole, 'count.notes.50' for one note). */
  errors: Readonly<Record<string, string>>;
  /** The form's path of the count ('count'). */
  path?: string;
  /** The label of the total ('Fondo cassa iniziale', 'Contante contato'). */
  totalLabel: string;
  /** Shown under the total, beside the notes and coins (the closing's discrepancy check). */
  aside?: ReactNode;
}

const INPUT_SELECTOR = 'input[data-cash-count]';

/**
 * The denomination grid of a cash count (spec 2 §3.7, §5.6): notes of 500 to 5 € and coins of 2 € to
 * 1 cent, whole pieces (a negative is clamped to 0), each denomination's value, the live total and the
 * non-blocking warnings. Tab or Enter moves to the next denomination; Enter on the last one goes on
 * (the wizard's Avanti).
 */
export function CashCountGrid({ value, onChange, errors, path = 'count', totalLabel, aside }: CashCountGridProps) {
  const grid = useRef<HTMLDivElement>(null);
  const totalCents = countTotalCents(value);
  const warnings = cashCountWarnings(totalCents);

  const nextOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const inputs = [...(grid.current?.querySelectorAll<HTMLInputElement>(INPUT_SELECTOR) ?? [])];
    const following = inputs[inputs.indexOf(event.currentTarget) + 1];
    if (!following) return;
    // the wizard's Enter (Avanti) only after the last denomination
    event.preventDefault();
    event.stopPropagation();
    following.focus();
  };

  const column = (title: string, denominations: readonly Denomination[]) => (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      <Stack gap={4}>
        {denominations.map((denomination) => (
          <CountRow
            key={`${denomination.kind}-${denomination.key}`}
            denomination={denomination}
            text={textOf(value, denomination)}
            subtotalCents={lineCents(value, denomination)}
            error={errors[countFieldPath(denomination, path)]}
            onChange={(text) => onChange(withCount(value, denomination, text))}
            onKeyDown={nextOnEnter}
          />
        ))}
      </Stack>
    </Paper>
  );

  return (
    <SimpleGrid cols={3} spacing="sm" ref={grid} data-testid="cash-count-grid">
      {column('Banconote', NOTE_DENOMINATIONS)}
      {column('Monete', COIN_DENOMINATIONS)}
      <Stack gap="sm">
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Text fw={600} size="sm">
            {totalLabel}
          </Text>
          <Text fw={700} fz={26} data-testid="cash-count-total" aria-live="polite">
            {formatCents(totalCents)}
          </Text>
        </Paper>
        {errors[path] ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            {errors[path]}
          </Alert>
        ) : null}
        {warnings.map((warning) => (
          <Alert key={warning} color="yellow" variant="light" py="xs" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="cash-count-warning">
            {warning}
          </Alert>
        ))}
        {aside}
      </Stack>
    </SimpleGrid>
  );
}

interface CountRowProps {
  denomination: Denomination;
  text: string;
  subtotalCents: number;
  error: string | undefined;
  onChange(text: string): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

function CountRow({ denomination, text, subtotalCents, error, onChange, onKeyDown }: CountRowProps) {
  const id = useId();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text component="label" htmlFor={id} size="sm" fw={600} w={52} pt={6} style={{ flexShrink: 0 }}>
        {denomination.label}
      </Text>
      <NumberInput
        id={id}
        data-cash-count=""
        size="sm"
        w={84}
        min={0}
        max={100_000}
        clampBehavior="none"
        allowNegative={false}
        allowDecimal={false}
        hideControls
        placeholder="0"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        error={error}
        onChange={(next) => onChange(countText(next))}
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={onKeyDown}
        style={{ flexShrink: 0 }}
      />
      <Text size="sm" c={subtotalCents > 0 ? undefined : 'dimmed'} ta="right" pt={6} style={{ flex: 1, whiteSpace: 'nowrap' }}>
        {formatCents(subtotalCents)}
      </Text>
    </Group>
  );
}
