import { Stack, Textarea } from '@mantine/core';
import type { MoneyString, Role } from '@banco/shared';
import { ApprovalBox } from './ApprovalBox.tsx';
import { countTotalCents } from './cash-count-form.ts';
import type { CloseShiftFormValues } from './close-shift-form.ts';
import { discrepancyView } from './discrepancy-view.ts';
import { DiscrepancyPanel } from './DiscrepancyPanel.tsx';
import type { FieldSetter } from './field-setter.ts';
import { SavingStatus } from './SavingStatus.tsx';

interface CloseConfirmStepProps {
  values: CloseShiftFormValues;
  errors: Readonly<Record<string, string>>;
  set: FieldSetter<CloseShiftFormValues>;
  expectedCash: MoneyString;
  role: Role;
  saving: boolean;
}

/**
 * Step 3, Conferma Chiusura (spec 2 §2.9): the check once more, the manager-approval box when the
 * difference is beyond the tolerance, the closing notes; 'Chiusura Turno in Corso...' while it saves.
 */
export function CloseConfirmStep({ values, errors, set, expectedCash, role, saving }: CloseConfirmStepProps) {
  const view = discrepancyView(expectedCash, countTotalCents(values.count));
  // the server may ask for an approval the figures here did not (a sale came in meanwhile)
  const approval = view.requiresApproval || errors.approval !== undefined;
  return (
    <Stack gap="md">
      <DiscrepancyPanel view={view} />
      {approval ? <ApprovalBox role={role} approval={values.approval} errors={errors} set={set} /> : null}
      <Textarea
        label="Note di chiusura"
        description="Facoltative"
        autosize
        minRows={2}
        maxRows={4}
        value={values.notes}
        error={errors.notes}
        onChange={(event) => set('notes', event.currentTarget.value)}
      />
      {saving ? <SavingStatus text="Chiusura Turno in Corso..." /> : null}
    </Stack>
  );
}
