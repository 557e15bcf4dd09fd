import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { can, MSG, type DdtDetail } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { LoadError } from '../../components/Banners.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useCurrentUser } from '../../session/use-session.ts';
import { GoodsReceiptWizard } from './GoodsReceiptWizard.tsx';
import { ReceiptResult } from './ReceiptResult.tsx';
import { useReceiptStores } from './use-goods-receipt.ts';

/** The link's state of a page that opens the goods receipt and wants the user back when it closes. */
export interface ReturnTo {
  returnTo: string;
}

/**
 * /warehouse/load-merchandise (spec 3 §2): the goods-receipt wizard, then the completed load. Only
 * who may create in the warehouse loads goods (superadmin, entrepreneur, manager); a consultant is told so.
 */
export function GoodsReceiptPage() {
  const canLoad = can(useCurrentUser().permissions, 'warehouse', 'create');
  return (
    <>
      <PageHeader
        title="Carica Merce"
        description="Registra la merce arrivata con il suo documento di trasporto: prodotti, IMEI e seriali, ubicazioni."
        actions={
          <Button component={Link} to="/warehouse" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            Magazzino
          </Button>
        }
      />
      {canLoad ? (
        <Receipt />
      ) : (
        <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />} title="Carico merce non consentito" role="alert">
          Solo manager e imprenditori possono caricare la merce. Chiedi al manager del negozio di registrare il DDT.
        </Alert>
      )}
    </>
  );
}

function Receipt() {
  const navigate = useNavigate();
  // closing goes back to the page that opened the wizard (the inventory, with its filters, says so in
  // the link's state: ReturnTo), else to the warehouse; not history.back(), which the wizard's own
  // back-button entry (useBackButton) would take for the Back key
  const returnTo = (useLocation().state as ReturnTo | null)?.returnTo ?? '/warehouse';
  const close = () => void navigate(returnTo);
  const stores = useReceiptStores();
  const [result, setResult] = useState<DdtDetail | null>(null);
  const [round, setRound] = useState(0);

  if (result !== null) {
    return (
      <Paper withBorder radius="md" p="lg">
        <ReceiptResult
          detail={result}
          onNew={() => {
            setResult(null);
            setRound((count) => count + 1);
          }}
        />
      </Paper>
    );
  }
  // the stores come first: with one, it is preselected in the wizard's defaults
  if (stores.isLoading) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text c="dimmed">Caricamento negozi...</Text>
      </Group>
    );
  }
  // without its stores the wizard could not name a destination: say so instead of an empty list
  if (stores.isError) {
    return <LoadError title={MSG.storesLoadFailed} message={userMessage(stores.error, '')} onRetry={() => void stores.refetch()} />;
  }
  return <GoodsReceiptWizard key={round} stores={stores.data ?? []} onDone={setResult} onClose={close} />;
}
