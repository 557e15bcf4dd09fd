import { useState } from 'react';
import { CASH_MSG, type StoreSummary } from '@banco/shared';
import { isApiError, isApiValidationError, userMessage } from '../../api/errors.ts';
import type { Submission } from '../../components/wizard/submission.ts';
import { useWizardForm } from '../../components/wizard/use-wizard-form.ts';
import { WizardShell } from '../../components/wizard/WizardShell.tsx';
import { formatMoney } from '../../format/format.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { salesApi } from '../sales-api.ts';
import { CashCountGrid } from './CashCountGrid.tsx';
import { fieldSetter } from './field-setter.ts';
import { OpenConfirmStep } from './OpenConfirmStep.tsx';
import { OpenInfoStep } from './OpenInfoStep.tsx';
import { emptyOpenShift, OPEN_SHIFT_WIZARD_ID, OPEN_SHIFT_WIZARD_STEPS, openShiftSchema, toOpenBody, type OpenShiftFormValues } from './open-shift-form.ts';
import { useNow, useRememberShift } from './use-shifts.ts';

interface OpenShiftWizardProps {
  store: StoreSummary;
  /** Closes the wizard (Annulla, or Chiudi after the success screen): back to 'Gestione Vendite'. */
  onClose(): void;
}

/** 'Apertura Turno' (spec 2 §2.8): shift info, the opening count, the confirmation; 'Apri Turno' opens the store's drawer once. */
export function OpenShiftWizard({ store, onClose }: OpenShiftWizardProps) {
  const user = useCurrentUser();
  const operatorName = `${user.first_name} ${user.last_name}`;
  const now = useNow();
  const [defaults] = useState(() => emptyOpenShift(store.id));
  const wf = useWizardForm<OpenShiftFormValues>({ id: OPEN_SHIFT_WIZARD_ID, schema: openShiftSchema, steps: OPEN_SHIFT_WIZARD_STEPS, defaultValues: defaults });
  const set = fieldSetter(wf);
  const [saving, setSaving] = useState(false);
  const rememberShift = useRememberShift();
  const [conflict, setConflict] = useState<string | null>(null);

  const complete = async (valid: OpenShiftFormValues, submission: Submission) => {
    setSaving(true);
    setConflict(null);
    try {
      const shift = await salesApi.openShift(toOpenBody(valid), submission.key('shift-open'));
      rememberShift(shift.store_id, shift);
      wf.succeed(`${CASH_MSG.opened} da ${shift.opened_by_name} con un fondo cassa di ${formatMoney(shift.opening_cash)}.`);
    } catch (error) {
      console.error('Errore apertura turno', error);
      if (isApiError(error) && error.status === 409) {
        // another counter (or a tab) opened this drawer meanwhile: the server says so
        wf.fail(null);
        setConflict(error.message);
      } else if (isApiValidationError(error)) {
        wf.fail(error.message);
        wf.showServerErrors(error.validationErrors);
      } else {
        wf.fail(userMessage(error, 'Errore durante l’apertura del turno'));
      }
    } finally {
      setSaving(false);
    }
  };

  const step = wf.wizard.step;
  const context = { operatorName, storeName: store.name, now };
  return (
    <WizardShell
      title="Apertura Turno"
      subtitle={`Apertura della cassa di ${store.name}: conteggio del fondo cassa iniziale`}
      size={860}
      form={wf}
      onComplete={complete}
      completeLabel={saving ? 'Apertura Turno in Corso...' : 'Apri Turno'}
      completeDisabled={conflict !== null}
      onClose={onClose}
    >
      {step === 0 ? <OpenInfoStep values={wf.values} errors={wf.errors} set={set} {...context} /> : null}
      {step === 1 ? <CashCountGrid value={wf.values.count} onChange={(count) => set('count', count)} errors={wf.errors} totalLabel="Fondo cassa iniziale" /> : null}
      {step === 2 ? <OpenConfirmStep values={wf.values} {...context} saving={saving} conflict={conflict} onBackToSales={onClose} /> : null}
    </WizardShell>
  );
}
