import type { MoneyString } from '@banco/shared';
import { CashCountGrid } from './CashCountGrid.tsx';
import { countTotalCents, type CashCountText } from './cash-count-form.ts';
import type { CloseShiftFormValues } from './close-shift-form.ts';
import { discrepancyView } from './discrepancy-view.ts';
import { DiscrepancyPanel } from './DiscrepancyPanel.tsx';
import type { FieldSetter } from './field-setter.ts';

interface CloseCountStepProps {
  values: CloseShiftFormValues;
  errors: Readonly<Record<string, string>>;
  set: FieldSetter<CloseShiftFormValues>;
  expectedCash: MoneyString;
}

/** Step 2, Conteggio Cassa Finale (spec 2 §2.9, §5.6): the closing count and its check against the expected cash. */
export function CloseCountStep({ values, errors, set, expectedCash }: CloseCountStepProps) {
  const totalCents = countTotalCents(values.count);
  return (
    <CashCountGrid
      value={values.count}
      onChange={(count: CashCountText) => set('count', count)}
      errors={errors}
      totalLabel="Contante contato"
      aside={totalCents > 0 ? <DiscrepancyPanel view={discrepancyView(expectedCash, totalCents)} compact /> : null}
    />
  );
}
