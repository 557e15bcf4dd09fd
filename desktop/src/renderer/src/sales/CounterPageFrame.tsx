import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconArrowLeft, IconBuildingStore, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { can, MSG, type StoreSummary } from '@banco/shared';
import { LoadError } from '../components/Banners.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useCurrentUser } from '../session/use-session.ts';
import { useCounterStore } from './use-counter-store.ts';

interface CounterPageFrameProps {
  title: string;
  description: string;
  /** What a user without sales create is told (the server refuses the work all the same). */
  notAllowed: { title: string; text: string };
  /** The screen for the counter's store, once known. */
  children(store: StoreSummary): ReactNode;
}

/**
 * The page behind a counter wizard (Nuova Vendita, Resi e Cambi, the shift wizards): its title, the
 * way back to 'Gestione Vendite', whether the user may work at the counter, and the counter's store
 * (loading, failed, or none assigned to the user).
 */
export function CounterPageFrame({ title, description, notAllowed, children }: CounterPageFrameProps) {
  const allowed = can(useCurrentUser().permissions, 'sales', 'create');
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
      {!allowed ? (
        <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />} title={notAllowed.title} role="alert">
          {notAllowed.text}
        </Alert>
      ) : counter.isLoading ? (
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Caricamento negozio...</Text>
        </Group>
      ) : counter.isError ? (
        <LoadError title={MSG.storesLoadFailed} onRetry={counter.refetch} />
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
