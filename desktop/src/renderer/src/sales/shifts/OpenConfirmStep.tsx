import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { cashCountWarnings } from '@banco/shared';
import { DetailField } from '../../components/DetailField.tsx';
import { formatCents, formatDateTime } from '../../format/format.ts';
import { countTotalCents, toCashCount } from './cash-count-form.ts';
import { CountedTable } from './CountedTable.tsx';
import type { OpenShiftFormValues } from './open-shift-form.ts';
import { SavingStatus } from './SavingStatus.tsx';
import { ShiftFigure } from './ShiftFigure.tsx';

interface OpenConfirmStepProps {
  values: OpenShiftFormValues;
  operatorName: string;
  storeName: string;
  now: Date;
  saving: boolean;
  /** The server said the drawer already has an open shift: its message. */
  conflict: string | null;
  onBackToSales(): void;
}

/** Step 3, Conferma (spec 2 §2.8): what 'Apri Turno' records; 'Apertura Turno in Corso...' while it saves. */
export function OpenConfirmStep({ values, operatorName, storeName, now, saving, conflict, onBackToSales }: OpenConfirmStepProps) {
  const totalCents = countTotalCents(values.count);
  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="sm">
        <ShiftFigure label="Fondo cassa iniziale" value={formatCents(totalCents)} color="blue" testId="opening-total" />
        <DetailField label="Operatore" labelWeight={500} uppercase={false}>
          {operatorName}
        </DetailField>
        <DetailField label="Negozio · apertura" labelWeight={500} uppercase={false}>
          {storeName} · {formatDateTime(now)}
        </DetailField>
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="md">
        <CountedTable count={toCashCount(values.count)} label="Conteggio iniziale" />
        <DetailField label="Note del turno" labelWeight={500} uppercase={false} dashWhenEmpty>
          {values.notes.trim()}
        </DetailField>
      </SimpleGrid>
      {cashCountWarnings(totalCents).map((warning) => (
        <Alert key={warning} color="yellow" variant="light" py="xs" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {warning}
        </Alert>
      ))}
      {saving ? <SavingStatus text="Apertura Turno in Corso..." /> : null}
      {conflict !== null ? (
        <Alert color="orange" variant="light" role="alert" title="Turno già aperto" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Stack gap="xs">
            <Text size="sm">{conflict}</Text>
            <Group>
              <Button size="xs" variant="white" color="orange" leftSection={<IconArrowLeft size={14} aria-hidden />} onClick={onBackToSales}>
                Vai a Gestione Vendite
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
