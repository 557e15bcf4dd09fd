import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Shift } from '@banco/shared';
import { DetailField } from '../../components/DetailField.tsx';
import { formatDateTime, formatMoney } from '../../format/format.ts';
import { MethodTotalsTable } from './MethodTotalsTable.tsx';
import { durationText } from './shift-summary.ts';
import { ShiftFigure } from './ShiftFigure.tsx';

/**
 * Step 1, Riepilogo Turno (spec 2 §2.9): duration, opening cash, the takings per method (the expected
 * transactions), operator, opening date, number of transactions, the cash refunded by returns and the
 * expected cash — all the server's.
 */
export function CloseSummaryStep({ shift, now }: { shift: Shift; now: Date }) {
  return (
    <Stack gap="md" data-testid="shift-summary">
      <SimpleGrid cols={4} spacing="sm">
        <ShiftFigure label="Durata" value={durationText(shift.opened_at, now)} />
        <ShiftFigure label="Fondo cassa iniziale" value={formatMoney(shift.opening_cash)} />
        <ShiftFigure label="Transazioni" value={String(shift.sales_count)} testId="shift-sales-count" />
        <ShiftFigure label="Contante atteso" value={formatMoney(shift.expected_cash)} color="blue" testId="shift-expected-cash" />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="md">
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm">
            <DetailField label="Operatore" labelWeight={500} uppercase={false}>
              {shift.opened_by_name}
            </DetailField>
            <DetailField label="Apertura" labelWeight={500} uppercase={false}>
              {formatDateTime(shift.opened_at)}
            </DetailField>
          </SimpleGrid>
          <DetailField label="Note del turno" labelWeight={500} uppercase={false} dashWhenEmpty>
            {shift.notes}
          </DetailField>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Incassi del turno
          </Text>
          <MethodTotalsTable shift={shift} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
