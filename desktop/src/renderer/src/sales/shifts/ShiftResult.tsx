import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconFileDownload } from '@tabler/icons-react';
import { CASH_MSG, moneyToCents, type Shift } from '@banco/shared';
import { ErrorBanner } from '../../components/Banners.tsx';
import { ResultHeading } from '../../components/ResultHeading.tsx';
import { DetailField } from '../../components/DetailField.tsx';
import { useFileDownload } from '../../components/use-file-download.ts';
import { formatDateTime, formatMoney } from '../../format/format.ts';
import { salesApi } from '../sales-api.ts';
import { CountedTable } from './CountedTable.tsx';
import { signedMoney } from './discrepancy-view.ts';
import { MethodTotalsTable } from './MethodTotalsTable.tsx';
import { durationText } from './shift-summary.ts';
import { ShiftFigure } from './ShiftFigure.tsx';

interface ShiftResultProps {
  /** The closed shift, as the closing answered it. */
  shift: Shift;
  onBack(): void;
}

/**
 * The report of a closed shift (issue 10): takings per method, sales, expected and counted cash, the
 * difference and who approved it with the reason; the PDF report and the way back to 'Gestione Vendite'.
 */
export function ShiftResult({ shift, onBack }: ShiftResultProps) {
  const files = useFileDownload();
  const difference = shift.difference === null ? null : moneyToCents(shift.difference);


  return (
    <Stack gap="md" data-testid="shift-result">
      <ResultHeading title={CASH_MSG.closed}>
        {shift.store_name} · dal {formatDateTime(shift.opened_at)} al {formatDateTime(shift.closed_at)}
        {shift.closed_at ? ` (${durationText(shift.opened_at, new Date(shift.closed_at))})` : ''}
      </ResultHeading>
      <SimpleGrid cols={4} spacing="sm">
        <ShiftFigure label="Vendite" value={String(shift.sales_count)} />
        <ShiftFigure label="Contante atteso" value={formatMoney(shift.expected_cash)} />
        <ShiftFigure label="Contante contato" value={shift.closing_cash === null ? '—' : formatMoney(shift.closing_cash)} />
        <ShiftFigure
          label="Differenza"
          value={difference === null ? '—' : signedMoney(difference)}
          color={shift.within_tolerance === false ? 'red.8' : difference === 0 ? 'green.8' : undefined}
          testId="result-difference"
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="md">
        <Paper withBorder radius="md" p="sm">
          <Text fw={600} size="sm" mb="xs">
            Incassi per metodo di pagamento
          </Text>
          <MethodTotalsTable shift={shift} />
          {shift.closing_count ? (
            <>
              <Text fw={600} size="sm" mt="md" mb="xs">
                Conteggio di chiusura
              </Text>
              <CountedTable count={shift.closing_count} label="Conteggio di chiusura" />
            </>
          ) : null}
        </Paper>
        <Paper withBorder radius="md" p="sm" data-testid="result-details">
          <Text fw={600} size="sm" mb="xs">
            Chiusura
          </Text>
          <SimpleGrid cols={2} spacing="xs">
            <DetailField label="Fondo cassa iniziale" labelWeight={500} uppercase={false}>
              {formatMoney(shift.opening_cash)}
            </DetailField>
            <DetailField label="Tolleranza" labelWeight={500} uppercase={false}>
              {shift.within_tolerance === null ? '—' : shift.within_tolerance ? 'Entro la tolleranza' : 'Oltre la tolleranza'}
            </DetailField>
            <DetailField label="Aperto da" labelWeight={500} uppercase={false}>
              {shift.opened_by_name}
            </DetailField>
            <DetailField label="Chiuso da" labelWeight={500} uppercase={false} dashWhenEmpty>
              {shift.closed_by_name}
            </DetailField>
            <DetailField label="Approvato da" labelWeight={500} uppercase={false} dashWhenEmpty>
              {shift.approved_by_name}
            </DetailField>
            <DetailField label="Motivo della differenza" labelWeight={500} uppercase={false} dashWhenEmpty>
              {shift.approval_reason}
            </DetailField>
          </SimpleGrid>
          <Stack mt="xs">
            <DetailField label="Note di chiusura" labelWeight={500} uppercase={false} dashWhenEmpty>
              {shift.closing_notes}
            </DetailField>
          </Stack>
        </Paper>
      </SimpleGrid>
      <ErrorBanner message={files.failure} flush />
      <Group gap="sm">
        <Button leftSection={<IconFileDownload size={16} aria-hidden />} loading={files.busy !== null} onClick={() => void files.download('file', () => salesApi.shiftReport(shift.id), 'Errore nel download del report del turno')}>
          Scarica report PDF
        </Button>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          Gestione Vendite
        </Button>
      </Group>
    </Stack>
  );
}
