import { useMemo, useState } from 'react';
import type { Shift } from '@banco/shared';
import { isApiValidationError, userMessage } from '../../api/errors.ts';
import type { Submission } from '../../components/wizard/submission.ts';
import { useWizardForm } from '../../components/wizard/use-wizard-form.ts';
import { WizardShell } from '../../components/wizard/WizardShell.tsx';
import { useCurrentUser } from '../../session/use-session.ts';
import { salesApi } from '../sales-api.ts';
import {
  afterRefusal,
  CLOSE_SHIFT_WIZARD_ID,
  CLOSE_SHIFT_WIZARD_STEPS,
  closeShiftSchema,
  emptyCloseShift,
  requiresApproval,
  toCloseBody,
  type CloseShiftFormValues,
} from './close-shift-form.ts';
import { CloseConfirmStep } from './CloseConfirmStep.tsx';
import { CloseCountStep } from './CloseCountStep.tsx';
import { CloseSummaryStep } from './CloseSummaryStep.tsx';
import { fieldSetter } from './field-setter.ts';
import { useNow, useRememberShift } from './use-shifts.ts';

interface CloseShiftWizardProps {
  /** The open shift, as the server last described it (its expected cash judges the count). */
  shift: Shift;
  onClosed(shift: Shift): void;
  /** The server judged on other figures (a sale came in meanwhile): reload the shift. */
  onStale(): void;
  onClose(): void;
}

/** 'Chiusura Turno' (spec 2 §2.9): the summary, the closing count with its check, the confirmation; 'Chiudi Turno' closes once. */
export function CloseShiftWizard({ shift, onClosed, onStale, onClose }: CloseShiftWizardProps) {
  const { role } = useCurrentUser();
  const now = useNow();
  const context = useMemo(() => ({ expectedCash: shift.expected_cash, role }), [shift.expected_cash, role]);
  const schema = useMemo(() => closeShiftSchema(context), [context]);
  const [defaults] = useState(emptyCloseShift);
  const wf = useWizardForm<CloseShiftFormValues>({ id: CLOSE_SHIFT_WIZARD_ID, schema, steps: CLOSE_SHIFT_WIZARD_STEPS, defaultValues: defaults });
  const set = fieldSetter(wf);
  const [saving, setSaving] = useState(false);
  const rememberShift = useRememberShift();

  const complete = async (valid: CloseShiftFormValues, submission: Submission) => {
    setSaving(true);
    try {
      const closed = await salesApi.closeShift(shift.id, toCloseBody(valid, context), submission.key('shift-close'));
      rememberShift(closed.store_id, null);
      onClosed(closed);
    } catch (error) {
      console.error('Errore chiusura turno', error);
      if (isApiValidationError(error)) {
        const refused = error.validationErrors;
        if ('approval' in refused && !requiresApproval(valid, context)) onStale();
        // everything typed stays; a refused password is typed again
        wf.form.setValue('approval', afterRefusal(valid, refused));
        wf.fail(Object.values(refused).includes(error.message) ? null : error.message);
        wf.showServerErrors(refused);
      } else {
        wf.fail(userMessage(error, 'Errore durante la chiusura del turno'));
      }
    } finally {
      setSaving(false);
    }
  };

  const step = wf.wizard.step;
  return (
    <WizardShell
      title="Chiusura Turno"
      subtitle={`Chiusura della cassa di ${shift.store_name}: conteggio finale e controllo della differenza`}
      size={900}
      form={wf}
      onComplete={complete}
      completeLabel={saving ? 'Chiusura Turno in Corso...' : 'Chiudi Turno'}
      onClose={onClose}
    >
      {step === 0 ? <CloseSummaryStep shift={shift} now={now} /> : null}
      {step === 1 ? <CloseCountStep values={wf.values} errors={wf.errors} set={set} expectedCash={shift.expected_cash} /> : null}
      {step === 2 ? <CloseConfirmStep values={wf.values} errors={wf.errors} set={set} expectedCash={shift.expected_cash} role={role} saving={saving} /> : null}
    </WizardShell>
  );
}
