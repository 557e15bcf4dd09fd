import { RETURN_MSG } from '@banco/shared';
import { ProductsStep } from '../wizard/ProductsStep.tsx';
import { cartErrorsOf, formPathsOf } from './exchange-cart.ts';
import type { ReturnStepProps } from './return-step-props.ts';

/**
 * The Cambio tab's new products (issue 11), chosen as in the sales wizard: the store's real stock by
 * name, code, IMEI or serial, pieces as themselves. No SIM activation in an exchange (passed as a walk-in cart).
 */
export function ExchangeProducts({ values, errors, set, storeId }: ReturnStepProps & { storeId: number }) {
  return (
    <ProductsStep
      values={{ lines: values.new_lines, customer_type: 'walk_in' }}
      errors={cartErrorsOf(errors)}
      set={(_field, lines, clear = []) => set('new_lines', lines, ['new_lines', ...formPathsOf(clear)])}
      storeId={storeId}
      cartTitle="Nuovi prodotti"
      emptyText={RETURN_MSG.exchangeProductsRequired}
    />
  );
}
