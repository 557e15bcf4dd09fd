import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DDT_MSG, type DdtDetail, type StoreSummary } from '@banco/shared';
import { isApiValidationError, userMessage } from '../../api/errors.ts';
import type { Submission } from '../../components/wizard/submission.ts';
import { useWizardForm } from '../../components/wizard/use-wizard-form.ts';
import { WizardShell } from '../../components/wizard/WizardShell.tsx';
import { CompleteStep, type SaveStage } from './CompleteStep.tsx';
import { DdtStep } from './DdtStep.tsx';
import { DetailsStep } from './DetailsStep.tsx';
import { goodsReceiptApi } from './goods-receipt-api.ts';
import {
  emptyGoodsReceipt,
  formErrorsOfServer,
  GOODS_RECEIPT_WIZARD_STEPS,
  goodsReceiptSchema,
  isDuplicateImeiRefusal,
  isGoodsReceiptDraft,
  toDdtBody,
  type GoodsReceiptFormValues,
} from './goods-receipt-form.ts';
import { ProductsStep } from './ProductsStep.tsx';
import type { ReceiptSetter } from './receipt-step-props.ts';
import { VerifyStep } from './VerifyStep.tsx';

/** The draft's key: progress survives a reload until the load completes or is discarded. */
export const GOODS_RECEIPT_WIZARD_ID = 'goods-receipt';

interface GoodsReceiptWizardProps {
  stores: readonly StoreSummary[];
  onDone(detail: DdtDetail): void;
  onClose(): void;
}

/** Carica Merce (spec 3 §2 "Goods-loading wizard"): the five steps on the generic shell; Completa writes the DDT once. */
export function GoodsReceiptWizard({ stores, onDone, onClose }: GoodsReceiptWizardProps) {
  const queryClient = useQueryClient();
  const [defaults] = useState<GoodsReceiptFormValues>(() => {
    const only = stores.length === 1 ? stores[0] : undefined;
    return { ...emptyGoodsReceipt(), store_id: only?.id ?? null, store_name: only?.name ?? '' };
  });
  const wf = useWizardForm<GoodsReceiptFormValues>({
    id: GOODS_RECEIPT_WIZARD_ID,
    schema: goodsReceiptSchema,
    steps: GOODS_RECEIPT_WIZARD_STEPS,
    defaultValues: defaults,
    isDraftData: isGoodsReceiptDraft,
  });
  const [stage, setStage] = useState<SaveStage>('idle');
  const [authorisation, setAuthorisation] = useState<string | null>(null);
  const set: ReceiptSetter = (field, value, clear) => wf.set(field, value, clear);

  const complete = async (valid: GoodsReceiptFormValues, submission: Submission) => {
    setStage('sending');
    setAuthorisation(null);
    try {
      // one key per submission: a double click or a retry after a lost reply loads the goods once
      const detail = await goodsReceiptApi.create(toDdtBody(valid), submission.key('ddt'));
      setStage('done');
      wf.wizard.clear();
      void queryClient.invalidateQueries({ queryKey: ['warehouse'] });
      onDone(detail);
    } catch (error) {
      setStage('idle');
      if (isApiValidationError(error) && isDuplicateImeiRefusal(error.status, error.message, error.validationErrors) && !valid.authorize_duplicate_imei) {
        // IMEIs that reached the system after they were entered: the manager authorises them here, on this step
        wf.fail(null);
        setAuthorisation(error.message);
        return;
      }
      if (isApiValidationError(error)) {
        wf.fail(error.message);
        wf.showServerErrors(formErrorsOfServer(error.validationErrors));
        return;
      }
      wf.fail(userMessage(error, DDT_MSG.createFailed));
    }
  };

  const authorise = () => {
    wf.set('authorize_duplicate_imei', true);
    void wf.submit(complete);
  };

  const step = wf.wizard.step;
  const stepProps = { values: wf.values, errors: wf.errors, set };
  return (
    <WizardShell
      title="Carica Merce"
      subtitle="Carico della merce arrivata con un documento di trasporto (DDT)"
      size={1100}
      form={wf}
      onComplete={complete}
      completeLabel={stage === 'sending' ? 'Caricamento...' : 'Completa'}
      onClose={onClose}
    >
      {step === 0 ? <DdtStep {...stepProps} stores={stores} /> : null}
      {step === 1 ? <ProductsStep {...stepProps} /> : null}
      {step === 2 ? <DetailsStep {...stepProps} current={() => wf.form.getValues()} /> : null}
      {step === 3 ? <VerifyStep {...stepProps} /> : null}
      {step === 4 ? <CompleteStep values={wf.values} stage={stage} authorisation={authorisation} onAuthorise={authorise} /> : null}
    </WizardShell>
  );
}
