import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { RETURN_MSG, SALE_MSG, type ReturnDetail, type StoreSummary } from '@banco/shared';
import { isApiError, isApiValidationError, userMessage, type ApiError } from '../../api/errors.ts';
import type { Submission } from '../../components/wizard/submission.ts';
import { useWizardForm } from '../../components/wizard/use-wizard-form.ts';
import { WizardShell } from '../../components/wizard/WizardShell.tsx';
import { paymentsAgainst } from '../wizard/sale-form.ts';
import { ConditionStep } from './ConditionStep.tsx';
import type { ReturnPhotoDraft } from './photo-capture.ts';
import { ProcessStep } from './ProcessStep.tsx';
import {
  amountToPayCents,
  emptyReturn,
  isReturnDraft,
  preselectedMethod,
  RETURN_WIZARD_STEPS,
  RETURNS_WIZARD_PROGRESS_KEY,
  returnDraft,
  returnFormSchema,
  settlementOf,
  toCompleteBody,
  withSale,
  type ReturnFormValues,
  type ReturnRulesContext,
} from './return-form.ts';
import { emptyCriteria, type SaleSearchCriteria } from './return-search.ts';
import type { ReturnSetter } from './return-step-props.ts';
import { RETURNS_TEXT } from './return-texts.ts';
import { returnsApi } from './returns-api.ts';
import { SearchStep } from './SearchStep.tsx';
import { useReturnQuote, useSaleForReturn } from './use-returns.ts';

interface ReturnWizardProps {
  store: StoreSummary;
  onDone(detail: ReturnDetail, photos: ReturnPhotoDraft[]): void;
  onClose(): void;
}

/** The server asks for a manager at the counter (spec 2 §5.5), or refuses the one given: the approval box opens. */
function approvalAsked(error: ApiError): boolean {
  if (error.message === RETURN_MSG.approvalRequired || error.message === RETURN_MSG.approvalInvalid) return true;
  return isApiValidationError(error) && Object.keys(error.validationErrors).some((field) => field.startsWith('approval'));
}

/**
 * Gestione Resi e Cambi (spec 2 §2.7; issue 11): three steps on the generic shell, progress kept under
 * a fixed key; the server prices every step (POST /returns/quote) and 'Completa Reso' / 'Completa
 * Cambio' sends the return once (its id is made when the wizard starts). Photos are kept here and
 * stored with the return once it exists.
 */
export function ReturnWizard({ store, onDone, onClose }: ReturnWizardProps) {
  const queryClient = useQueryClient();
  const [defaults] = useState<ReturnFormValues>(() => emptyReturn(crypto.randomUUID()));
  const [criteria, setCriteria] = useState<SaleSearchCriteria>(() => emptyCriteria());
  const [photos, setPhotos] = useState<ReturnPhotoDraft[]>([]);
  const [context, setContext] = useState<ReturnRulesContext>({ sale: null, quote: null, quoteError: null });
  const schema = useMemo(() => returnFormSchema(context), [context]);
  const wf = useWizardForm<ReturnFormValues>({
    id: 'return',
    draftKey: RETURNS_WIZARD_PROGRESS_KEY,
    schema,
    steps: RETURN_WIZARD_STEPS,
    defaultValues: defaults,
    isDraftData: isReturnDraft,
    toDraft: returnDraft,
  });
  const set: ReturnSetter = (field, value, clear) => wf.set(field, value, clear);
  const values = wf.values;
  const step = wf.wizard.step;
  const saleQuery = useSaleForReturn(values.sale_id);
  const sale = saleQuery.data;
  const quote = useReturnQuote(values);

  // the rules read the sale and the quote of the current choice (adjusted while rendering, as React advises)
  const loadedSale = sale ?? null;
  if (context.sale !== loadedSale || context.quote !== quote.quote || context.quoteError !== quote.error) {
    setContext({ sale: loadedSale, quote: quote.quote, quoteError: quote.error });
  }

  // step 3 starts on the store's default refund method, when this return can use it
  const preselect = preselectedMethod(sale, quote.quote);
  const chosenMethod = values.refund_method;
  const { setValue } = wf.form;
  useEffect(() => {
    if (preselect !== null && chosenMethod === null) setValue('refund_method', preselect);
  }, [preselect, chosenMethod, setValue]);

  const choose = (saleId: number | null) => {
    const next = withSale(values, saleId);
    set('sale_id', next.sale_id, ['sale_id']);
    set('lines', next.lines, ['lines', 'quote']);
    set('new_lines', next.new_lines, ['new_lines']);
    set('refund_method', next.refund_method, ['refund_method']);
    set('payments', next.payments, ['payments']);
    set('approval', next.approval, ['approval']);
    set('customer_agreement', next.customer_agreement, ['customer_agreement']);
  };

  const complete = async (valid: ReturnFormValues, submission: Submission) => {
    try {
      const detail = await returnsApi.complete(toCompleteBody(valid, quote.quote), submission.key('return'));
      wf.wizard.clear();
      void queryClient.invalidateQueries({ queryKey: ['returns'] });
      void queryClient.invalidateQueries({ queryKey: ['sales'] });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      void queryClient.invalidateQueries({ queryKey: ['warehouse'] });
      onDone(detail, photos);
    } catch (error) {
      if (isApiError(error) && error.status === 403 && approvalAsked(error)) {
        // above 500 € or a major defect: a manager of the store approves here (or their credentials were refused)
        if (valid.approval === null) set('approval', { email: '', password: '' });
        wf.fail(error.message);
        if (isApiValidationError(error)) wf.showServerErrors(error.validationErrors);
        return;
      }
      if (isApiValidationError(error)) {
        wf.fail(error.message);
        wf.showServerErrors(error.validationErrors);
        return;
      }
      wf.fail(userMessage(error, RETURN_MSG.processingFailed));
    }
  };

  const exchange = values.type === 'exchange';
  const stepInvalid = wf.stepValid[step] === false;
  const unpaid = quote.quote !== null && settlementOf(quote.quote) === 'customer_pays' && !paymentsAgainst(amountToPayCents(quote.quote), values.payments).fullyPaid;
  const nextDisabled = (step === 0 && values.sale_id !== null && sale === undefined) || (step === 1 && quote.pending);
  const quoteView = { shown: quote.shown, pending: quote.pending, error: quote.error };

  return (
    <WizardShell
      title={RETURNS_TEXT.title}
      subtitle={`Resi e cambi al banco — ${store.name}`}
      size={1100}
      form={wf}
      onComplete={complete}
      completeLabel={wf.submitting ? RETURNS_TEXT.completing : exchange ? RETURNS_TEXT.completeExchange : RETURNS_TEXT.completeReturn}
      completeDisabled={quote.quote === null || unpaid}
      nextDisabled={nextDisabled}
      footerNote={
        <Text size="sm" c={stepInvalid ? 'orange.8' : 'dimmed'} role="status" data-testid="return-step-note">
          Step {step + 1} di {RETURN_WIZARD_STEPS.length}
          {stepInvalid ? ` · ${SALE_MSG.stepIncomplete}` : ''}
        </Text>
      }
      onClose={onClose}
    >
      {step === 0 ? (
        <SearchStep
          values={values}
          errors={wf.errors}
          set={set}
          criteria={criteria}
          onCriteria={setCriteria}
          sale={sale}
          saleError={saleQuery.error}
          storeId={store.id}
          onSelect={(saleId) => choose(saleId)}
          onChangeSale={() => choose(null)}
        />
      ) : null}
      {step === 1 ? (
        <ConditionStep
          values={values}
          errors={wf.errors}
          set={set}
          sale={sale}
          quote={quoteView}
          photos={photos}
          onPhotos={setPhotos}
          onProceed={() => void wf.next()}
          proceedDisabled={nextDisabled}
        />
      ) : null}
      {step === 2 ? <ProcessStep values={values} errors={wf.errors} set={set} sale={sale} quote={quoteView} photos={photos} /> : null}
    </WizardShell>
  );
}
