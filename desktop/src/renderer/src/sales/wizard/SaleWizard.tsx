import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { moneyToCents, SALE_MSG, type SaleDetail, type StoreSummary } from '@banco/shared';
import { isApiError, isApiValidationError, userMessage } from '../../api/errors.ts';
import type { Submission } from '../../components/wizard/submission.ts';
import { useWizardForm } from '../../components/wizard/use-wizard-form.ts';
import { WizardShell } from '../../components/wizard/WizardShell.tsx';
import { saveFile } from '../../components/save-file.ts';
import { salesApi } from '../sales-api.ts';
import { CustomerStep } from './CustomerStep.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { ProductsStep } from './ProductsStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import {
  emptySale,
  isSaleDraft,
  paymentSummary,
  SALE_WIZARD_STEPS,
  saleDraft,
  saleFormSchema,
  SALES_WIZARD_PROGRESS_KEY,
  toSaleBody,
  type SaleFormValues,
} from './sale-form.ts';
import type { SaleSetter } from './sale-step-props.ts';
import { useSalesRates } from './use-sale-lookups.ts';

interface SaleWizardProps {
  store: StoreSummary;
  onDone(sale: SaleDetail): void;
  onClose(): void;
}

/**
 * Nuova Vendita (spec 2 §2.6; issue 10): four steps on the generic shell, progress kept under the
 * spec's key; 'Completa Vendita' sends the sale once (its id is made when the wizard starts).
 */
export function SaleWizard({ store, onDone, onClose }: SaleWizardProps) {
  const queryClient = useQueryClient();
  const rates = useSalesRates();
  const feeCents = moneyToCents(rates.delivery_fee);
  const schema = useMemo(() => saleFormSchema(feeCents), [feeCents]);
  const [defaults] = useState<SaleFormValues>(() => emptySale(crypto.randomUUID()));
  const wf = useWizardForm<SaleFormValues>({
    id: 'sale',
    draftKey: SALES_WIZARD_PROGRESS_KEY,
    schema,
    steps: SALE_WIZARD_STEPS,
    defaultValues: defaults,
    isDraftData: isSaleDraft,
    toDraft: saleDraft,
  });
  const set: SaleSetter = (field, value, clear) => wf.set(field, value, clear);
  const values = wf.values;
  const step = wf.wizard.step;
  const stepInvalid = wf.stepValid[step] === false;

  const complete = async (valid: SaleFormValues, submission: Submission) => {
    try {
      const sale = await salesApi.complete(toSaleBody(valid, store.id), submission.key('sale'));
      wf.wizard.clear();
      void queryClient.invalidateQueries({ queryKey: ['sales'] });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      void queryClient.invalidateQueries({ queryKey: ['warehouse'] });
      if (valid.print_receipt) void salesApi.receipt(sale.id).then(saveFile, (error: unknown) => console.error('Ricevuta non scaricata', error));
      onDone(sale);
    } catch (error) {
      if (isApiError(error) && error.status === 403 && error.message === SALE_MSG.needsAuthorization && valid.authorization === null) {
        // a discount or an amount above the seller's limit: a manager of the store authorises here
        set('authorization', { email: '', password: '' });
        wf.fail(error.message);
        return;
      }
      if (isApiValidationError(error)) {
        wf.fail(error.message);
        wf.showServerErrors(error.validationErrors);
        return;
      }
      wf.fail(userMessage(error, SALE_MSG.completionFailed));
    }
  };

  const stepProps = { values, errors: wf.errors, set, rates };
  return (
    <WizardShell
      title="Nuova Vendita"
      subtitle={`Vendita al banco — ${store.name}`}
      size={1100}
      form={wf}
      onComplete={complete}
      completeLabel={wf.submitting ? 'Completamento...' : 'Completa Vendita'}
      completeDisabled={!paymentSummary(values, feeCents).fullyPaid}
      footerNote={
        <Text size="sm" c={stepInvalid ? 'orange.8' : 'dimmed'} role="status" data-testid="sale-step-note">
          Step {step + 1} di {SALE_WIZARD_STEPS.length}
          {stepInvalid ? ` · ${SALE_MSG.stepIncomplete}` : ''}
        </Text>
      }
      onClose={onClose}
    >
      {step === 0 ? <CustomerStep {...stepProps} /> : null}
      {step === 1 ? <ProductsStep {...stepProps} storeId={store.id} /> : null}
      {step === 2 ? <ReviewStep {...stepProps} /> : null}
      {step === 3 ? <PaymentStep {...stepProps} storeId={store.id} /> : null}
    </WizardShell>
  );
}
