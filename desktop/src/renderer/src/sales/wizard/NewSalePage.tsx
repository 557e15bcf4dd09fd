import { Paper } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SaleDetail, StoreSummary } from '@banco/shared';
import { CounterPageFrame } from '../CounterPageFrame.tsx';
import { SaleCompleted } from './SaleCompleted.tsx';
import { SaleWizard } from './SaleWizard.tsx';

/** /sales/new (issue 10): the sales wizard on the counter's store, then the completed sale. */
export function NewSalePage() {
  return (
    <CounterPageFrame
      title="Nuova Vendita"
      description="Vendita al banco sulle giacenze reali del negozio."
      notAllowed={{ title: 'Vendita non consentita', text: 'Il tuo ruolo non prevede la vendita al banco.' }}
    >
      {(store) => <NewSale key={store.id} store={store} />}
    </CounterPageFrame>
  );
}

function NewSale({ store }: { store: StoreSummary }) {
  const navigate = useNavigate();
  const [sale, setSale] = useState<SaleDetail | null>(null);
  // a new round after 'Nuova Vendita': a fresh wizard (and sale id)
  const [round, setRound] = useState(0);
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
  return <SaleWizard key={round} store={store} onDone={setSale} onClose={() => void navigate('/sales')} />;
}
