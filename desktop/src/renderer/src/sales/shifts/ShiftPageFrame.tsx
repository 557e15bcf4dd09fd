import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconArrowLeft, IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { StoreSummary } from '@banco/shared';
import { LoadError } from '../../components/Banners.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useCounterStore } from '../use-counter-store.ts';

interface ShiftPageFrameProps {
  title: string;
  description: string;
  /** The screen for the counter's store, once known. */
  children(store: StoreSummary): ReactNode;
}

/**
 * The page behind a shift wizard (/sales/shift/open, /sales/shift/close): its title, the way back to
 * 'Gestione Vendite', and the counter's store (loading, failed, or none assigned to the user).
 */
export function ShiftPageFrame({ title, description, children }: ShiftPageFrameProps) {
  const counter = useCounterStore();
  return (
    <>
      <PageHeader
        title={title}
        description={counter.store ? `${description} · ${counter.store.name}` : description}
        actions={
          <Button component={Link} to="/sales" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            Gestione Vendite
          </Button>
        }
      />
      {counter.isLoading ? (
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Caricamento negozio...</Text>
        </Group>
      ) : counter.isError ? (
        <LoadError title="Errore nel caricamento dei negozi" onRetry={counter.refetch} />
      ) : counter.store === null ? (
        <Alert color="yellow" variant="light" icon={<IconBuildingStore size={18} aria-hidden />} title="Nessun negozio assegnato" role="alert">
          La cassa lavora per un negozio: chiedi all’amministratore di assegnarti a un negozio.
        </Alert>
      ) : (
        children(counter.store)
      )}
    </>
  );
}
