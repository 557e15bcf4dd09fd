import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CASH_MSG, type Shift } from '@banco/shared';
import { formatDateTime, formatMoney } from '../../format/format.ts';

/** 'Apertura Turno' on a drawer that already has an open shift: who opened it and when, and where to go. */
export function ShiftAlreadyOpen({ shift, onBack }: { shift: Shift; onBack(): void }) {
  const back = useRef<HTMLButtonElement>(null);
  // the keyboard starts on the way back
  useEffect(() => back.current?.focus(), []);
  return (
    <Alert color="orange" variant="light" icon={<IconLock size={18} aria-hidden />} title="Turno già aperto" role="alert" data-testid="shift-already-open">
      <Stack gap="sm">
        <Text size="sm">{CASH_MSG.alreadyOpen}.</Text>
        <Text size="sm">
          Aperto da <b>{shift.opened_by_name}</b> il {formatDateTime(shift.opened_at)} con un fondo cassa di {formatMoney(shift.opening_cash)}.
        </Text>
        <Group gap="sm">
          <Button leftSection={<IconArrowLeft size={16} aria-hidden />} ref={back} onClick={onBack}>
            Vai a Gestione Vendite
          </Button>
          <Button component={Link} to="/sales/shift/close" variant="default">
            Chiudi Turno
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
