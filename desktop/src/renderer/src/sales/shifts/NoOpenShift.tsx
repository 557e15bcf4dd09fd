import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCashRegister } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

/** 'Chiusura Turno' with no open shift on the counter's drawer: nothing to close, and where to go. */
export function NoOpenShift({ storeName, onBack }: { storeName: string; onBack(): void }) {
  const back = useRef<HTMLButtonElement>(null);
  // the keyboard starts on the way back
  useEffect(() => back.current?.focus(), []);
  return (
    <Alert color="blue" variant="light" icon={<IconCashRegister size={18} aria-hidden />} title="Nessun turno aperto" role="alert" data-testid="no-open-shift">
      <Stack gap="sm">
        <Text size="sm">Non c’è un turno aperto per la cassa di {storeName}: non c’è niente da chiudere.</Text>
        <Group gap="sm">
          <Button leftSection={<IconArrowLeft size={16} aria-hidden />} ref={back} onClick={onBack}>
            Torna a Gestione Vendite
          </Button>
          <Button component={Link} to="/sales/shift/open" variant="default">
            Apri Turno
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
