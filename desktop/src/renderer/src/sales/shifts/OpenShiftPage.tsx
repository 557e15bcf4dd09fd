import { useState } from 'react';
import type { Shift, StoreSummary } from '@banco/shared';
import { WizardLoading } from '../../components/wizard/WizardLoading.tsx';
import { OpenShiftWizard } from './OpenShiftWizard.tsx';
import { ShiftAlreadyOpen } from './ShiftAlreadyOpen.tsx';
import { CounterPageFrame } from '../CounterPageFrame.tsx';
import { SHIFT_NOT_ALLOWED, useBackToSales, useCurrentShift } from './use-shifts.ts';

/** /sales/shift/open: 'Apertura Turno' for the counter's store, unless its drawer already has an open shift. */
export function OpenShiftPage() {
  return (
    <CounterPageFrame notAllowed={SHIFT_NOT_ALLOWED} title="Apertura Turno" description="Apri la cassa con il conteggio del fondo cassa iniziale">
      {(store) => <OpenShift key={store.id} store={store} />}
    </CounterPageFrame>
  );
}

function OpenShift({ store }: { store: StoreSummary }) {
  const current = useCurrentShift(store.id);
  const back = useBackToSales();
  // decided once: the wizard stays (its success screen too) when the shift it opened shows up
  const [open, setOpen] = useState<Shift | 'none' | null>(null);
  if (open === null && !current.isLoading) {
    // a failed check opens the wizard all the same: the server refuses a second shift (409)
    setOpen(current.data?.shift ?? 'none');
  }
  if (open === null) return <WizardLoading title="Apertura Turno" loadingText="Verifica dei turni aperti..." error={null} onClose={back} />;
  if (open !== 'none') return <ShiftAlreadyOpen shift={open} onBack={back} />;
  return <OpenShiftWizard store={store} onClose={back} />;
}
