import { useMemo, useState } from 'react';
import { MSG, type AddressSuggestion, type CustomerDetail } from '@banco/shared';
import { isApiValidationError, userMessage } from '../api/errors.ts';
import { useWizardForm } from '../components/wizard/use-wizard-form.ts';
import { hasKeys } from '../components/wizard/wizard-draft.ts';
import { WizardLoading } from '../components/wizard/WizardLoading.tsx';
import { WizardShell } from '../components/wizard/WizardShell.tsx';
import type { Submission } from '../components/wizard/submission.ts';
import {
  CUSTOMER_STEPS,
  customerFormFrom,
  customerWizardSchema,
  emptyCustomerForm,
  recomputedExpiry,
  toCustomerBody,
  type CustomerFormErrors,
  type CustomerFormValues,
  type CustomerWizardMode,
} from './customer-form.ts';
import type { CustomerSetter } from './customer-step-props.ts';
import { CUSTOMER_TEXT } from './customer-texts.ts';
import { CustomerAddressStep } from './CustomerAddressStep.tsx';
import { CustomerConsentStep } from './CustomerConsentStep.tsx';
import { CustomerDocumentStep } from './CustomerDocumentStep.tsx';
import { CustomerIdentityStep } from './CustomerIdentityStep.tsx';
import { useCityLookup } from './use-city-lookup.ts';
import { useCustomerCompanies, useCustomerDetail, useCustomerMutations } from './use-customers.ts';
import { useCurrentUser } from '../session/use-session.ts';
import { useTaxCodeAutofill } from './use-tax-code-autofill.ts';

export type CustomerWizardTarget = { mode: 'create' } | { mode: 'edit'; customerId: number };

interface CustomerWizardProps {
  target: CustomerWizardTarget;
  onClose(): void;
  /** Another flow's customer (the sales wizard's 'Nuovo Cliente Completo'): handed back at once, no success screen. */
  onCreated?(customer: CustomerDetail): void;
}

const isCustomerDraft = hasKeys<CustomerFormValues>(['customer_type', 'first_name', 'company_name', 'tax_code', 'vat_number', 'address', 'document_type']);

/** Nuovo Cliente / Modifica Cliente (spec 2 §2.2): the 4-step wizard; the edit one loads the customer first. */
export function CustomerWizard({ target, onClose, onCreated }: CustomerWizardProps) {
  const detail = useCustomerDetail(target.mode === 'edit' ? target.customerId : null);
  if (target.mode === 'create') return <CustomerWizardForm mode="create" onClose={onClose} onCreated={onCreated} />;
  if (detail.data) return <CustomerWizardForm mode="edit" customer={detail.data} onClose={onClose} />;
  return (
    <WizardLoading
      title="Modifica Cliente"
      loadingText="Caricamento cliente..."
      error={detail.error ? userMessage(detail.error, CUSTOMER_TEXT.detailLoadFailed) : null}
      onClose={onClose}
    />
  );
}

interface CustomerWizardFormProps {
  mode: CustomerWizardMode;
  customer?: CustomerDetail;
  onClose(): void;
  onCreated?(customer: CustomerDetail): void;
}

function CustomerWizardForm({ mode, customer, onClose, onCreated }: CustomerWizardFormProps) {
  const { create, update } = useCustomerMutations();
  const [defaults] = useState<CustomerFormValues>(() => (customer ? customerFormFrom(customer) : emptyCustomerForm()));
  // the superadmin names the company of a new customer; everyone else creates in the current company
  const companyRequired = useCurrentUser().role === 'superadmin' && mode === 'create';
  const companies = useCustomerCompanies(companyRequired);
  const schema = useMemo(() => customerWizardSchema({ companyRequired }), [companyRequired]);
  const wf = useWizardForm<CustomerFormValues>({
    id: customer ? `customer-edit-${customer.id}` : 'customer-create',
    schema,
    steps: CUSTOMER_STEPS,
    defaultValues: defaults,
    isDraftData: isCustomerDraft,
    editing: mode === 'edit',
  });
  const { values, wizard } = wf;
  const errors = wf.errors as CustomerFormErrors;

  // a new birth or issue date proposes the document expiry again (spec 2 §4, §5.1); a tax code is analysed
  const set: CustomerSetter = (field, value) => {
    wf.set(field, value);
    if (field === 'birth_date' || field === 'document_issued_date') {
      wf.set('document_expiry_date', recomputedExpiry({ ...wf.form.getValues(), [field]: value }));
    }
    if (field === 'tax_code') autofill.analyse(String(value));
  };
  const autofill = useTaxCodeAutofill(defaults.tax_code, {
    setBirthDate: (birthDate) => set('birth_date', birthDate),
    setBirthPlace: (place) => {
      wf.set('birth_place', place.birth_place);
      wf.set('nationality', place.nationality);
    },
  });
  const [addressLocked, setAddressLocked] = useState(false);
  // a street fills the whole address and locks it; a comune (the offline answer) fills the city part only
  const chooseAddress = (suggestion: AddressSuggestion) => {
    if (suggestion.address !== null) {
      wf.set('address', suggestion.address);
      wf.set('civic_number', suggestion.civic_number ?? '');
      setAddressLocked(true);
    }
    if (suggestion.city !== null) wf.set('city', suggestion.city);
    if (suggestion.province !== null) wf.set('province', suggestion.province);
    if (suggestion.postal_code !== null) wf.set('postal_code', suggestion.postal_code);
  };
  const city = useCityLookup((found) => {
    wf.set('province', found.province);
    if (found.postal_code !== null) wf.set('postal_code', found.postal_code);
  });

  const complete = async (valid: CustomerFormValues, submission: Submission) => {
    try {
      if (mode === 'create') {
        // a double click or a retry after a lost reply creates one customer
        const created = await create.mutateAsync({ body: toCustomerBody(valid), idempotencyKey: submission.key('customer') });
        if (onCreated) {
          wizard.clear();
          onCreated(created);
          return;
        }
        wf.succeed(MSG.customerCreated);
      } else if (customer) {
        await update.mutateAsync({ id: customer.id, body: toCustomerBody(valid) });
        wf.succeed(MSG.customerUpdated);
      }
    } catch (error) {
      if (isApiValidationError(error)) {
        // the server's field errors open the step holding the field (spec 2 §8)
        wf.fail(error.message);
        wf.showServerErrors(error.validationErrors);
        return;
      }
      wf.fail(userMessage(error, mode === 'create' ? CUSTOMER_TEXT.createFailed : CUSTOMER_TEXT.updateFailed));
    }
  };

  const step = wizard.step;
  const stepProps = { values, errors, set };
  return (
    <WizardShell
      title={mode === 'create' ? 'Nuovo Cliente' : 'Modifica Cliente'}
      subtitle={customer ? `Aggiorna i dati di ${customer.display_name}` : 'Registra un cliente: anagrafica, indirizzo, documento e consensi GDPR'}
      form={wf}
      onComplete={complete}
      completeLabel={wf.submitting ? 'Salvataggio...' : mode === 'create' ? 'Crea Cliente' : 'Salva Modifiche'}
      onClose={onClose}
    >
      {step === 0 ? (
        <CustomerIdentityStep
          {...stepProps}
          autofill={autofill}
          companies={companyRequired ? (companies.data ?? []) : null}
          onCompaniesRetry={companyRequired && companies.isError ? () => void companies.refetch() : null}
        />
      ) : null}
      {step === 1 ? (
        <CustomerAddressStep
          {...stepProps}
          city={city.result}
          onCity={city.lookup}
          addressLocked={addressLocked}
          onChooseAddress={chooseAddress}
          onUnlockAddress={() => setAddressLocked(false)}
        />
      ) : null}
      {step === 2 ? <CustomerDocumentStep {...stepProps} /> : null}
      {step === 3 ? <CustomerConsentStep {...stepProps} /> : null}
    </WizardShell>
  );
}
