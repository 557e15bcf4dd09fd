import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { can, type ReturnDetail } from '@banco/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useCurrentUser } from '../../session/use-session.ts';
import { useCounterStore } from '../use-counter-store.ts';
import type { ReturnPhotoDraft } from './photo-capture.ts';
import { RETURNS_TEXT } from './return-texts.ts';
import { ReturnCompleted } from './ReturnCompleted.tsx';
import { ReturnWizard } from './ReturnWizard.tsx';

/** /sales/returns (issue 11): 'Gestione Resi e Cambi' on the counter's store, then 'Reso Completato!'. */
export function ReturnsPage() {
  const canProcess = can(useCurrentUser().permissions, 'sales', 'create');
  return (
    <>
      <PageHeader
        title={RETURNS_TEXT.title}
        description={RETURNS_TEXT.description}
        actions={
          <Button component={Link} to="/sales" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            Gestione Vendite
          </Button>
        }
      />
      {canProcess ? (
        <Counter />
      ) : (
        <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />} title={RETURNS_TEXT.notAllowedTitle} role="alert">
          {RETURNS_TEXT.notAllowed}
        </Alert>
      )}
    </>
  );
}

function Counter() {
  const navigate = useNavigate();
  const counter = useCounterStore();
  const [done, setDone] = useState<{ detail: ReturnDetail; photos: ReturnPhotoDraft[] } | null>(null);
  const [round, setRound] = useState(0);

  if (counter.isLoading) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{RETURNS_TEXT.loadingStores}</Text>
      </Group>
    );
  }
  if (counter.store === null) {
    return (
      <Alert color="yellow" variant="light" title={RETURNS_TEXT.noStoreTitle} role="alert">
        {counter.isError ? RETURNS_TEXT.storesFailed : RETURNS_TEXT.noStore}
      </Alert>
    );
  }
  if (done !== null) {
    return (
      <Paper withBorder radius="md" p="lg">
        <ReturnCompleted
          detail={done.detail}
          photos={done.photos}
          onDashboard={() => void navigate('/sales')}
          onNew={() => {
            setDone(null);
            setRound((count) => count + 1);
          }}
        />
      </Paper>
    );
  }
  return (
    <ReturnWizard
      key={`${round}-${counter.store.id}`}
      store={counter.store}
      onDone={(detail, photos) => setDone({ detail, photos })}
      onClose={() => void navigate('/sales')}
    />
  );
}
