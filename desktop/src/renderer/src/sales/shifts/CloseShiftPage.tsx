import { Paper } from '@mantine/core';
import { useState } from 'react';
import type { Shift, StoreSummary } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { WizardLoading } from '../../components/wizard/WizardLoading.tsx';
import { CloseShiftWizard } from './CloseShiftWizard.tsx';
import { NoOpenShift } from './NoOpenShift.tsx';
import { CounterPageFrame } from '../CounterPageFrame.tsx';
import { ShiftResult } from './ShiftResult.tsx';
import { SHIFT_NOT_ALLOWED, useBackToSales, useCurrentShift } from './use-shifts.ts';

/** /sales/shift/close: 'Chiusura Turno' of the counter's open shift, then the shift's report. */
export function CloseShiftPage() {
  return (
    <CounterPageFrame notAllowed={SHIFT_NOT_ALLOWED} title="Chiusura Turno" description="Chiudi la cassa con il conteggio finale e il controllo della differenza">
      {(store) => <CloseShift key={store.id} store={store} />}
    </CounterPageFrame>
  );
}

function CloseShift({ store }: { store: StoreSummary }) {
  const current = useCurrentShift(store.id);
  const back = useBackToSales();
  const [closed, setClosed] = useState<Shift | null>(null);

  if (closed !== null) {
    return (
      <Paper withBorder radius="md" p="lg">
        <ShiftResult shift={closed} onBack={back} />
      </Paper>
    );
  }
  // a failed reload later keeps the wizard on the shift it has
  if (current.data === undefined) {
    const error = current.isError ? userMessage(current.error, 'Errore nel caricamento del turno') : null;
    return <WizardLoading title="Chiusura Turno" loadingText="Caricamento turno..." error={error} onClose={back} />;
  }
  const shift = current.data.shift;
  if (shift === null) return <NoOpenShift storeName={store.name} onBack={back} />;
  return <CloseShiftWizard shift={shift} onClosed={setClosed} onStale={() => void current.refetch()} onClose={back} />;
}
