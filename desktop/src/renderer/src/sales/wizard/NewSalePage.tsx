import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { can, type SaleDetail } from '@banco/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useCurrentUser } from '../../session/use-session.ts';
import { useCounterStore } from '../use-counter-store.ts';
import { SaleCompleted } from './SaleCompleted.tsx';
import { SaleWizard } from './SaleWizard.tsx';

/** /sales/new (issue 10): the sales wizard on the counter's store, then the completed sale. */
export function NewSalePage() {
  const canSell = can(useCurrentUser().permissions, 'sales', 'create');
  return (
    <>
      <PageHeader
        title="Nuova Vendita"
        description="Vendita al banco sulle giacenze reali del negozio."
        actions={
          <Button component={Link} to="/sales" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            Gestione Vendite
          </Button>
        }
      />
      {canSell ? (
        <Counter />
      ) : (
        <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />} title="Vendita non consentita" role="alert">
          Il tuo ruolo non prevede la vendita al banco.
        </Alert>
      )}
    </>
  );
}

function Counter() {
  const navigate = useNavigate();
  const counter = useCounterStore();
  const [sale, setSale] = useState<SaleDetail | null>(null);
  const [round, setRound] = useState(0);

  if (counter.isLoading) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text c="dimmed">Caricamento negozi...</Text>
      </Group>
    );
  }
  if (counter.store === null) {
    return (
      <Alert color="yellow" variant="light" title="Nessun negozio" role="alert">
        {counter.isError ? 'Impossibile caricare i negozi.' : 'Non sei assegnato a nessun negozio: chiedi a un manager di assegnarti a un negozio per vendere.'}
      </Alert>
    );
  }
  if (sale !== null) {
    return (
      <Paper withBorder radius="md" p="lg">
        <SaleCompleted
          sale={sale}
          onDashboard={() => void navigate('/sales')}
          onNew={() => {
            setSale(null);
            setRound((count) => count + 1);
          }}
        />
      </Paper>
    );
  }
  return (
    <SaleWizard key={`${round}-${counter.store.id}`} store={counter.store} onDone={setSale} onClose={() => void navigate('/sales')} />
  );
}
