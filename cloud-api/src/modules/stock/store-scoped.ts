import { inIds, tenantFilter } from '../../common/tenancy.ts';

/** The tenant filter of stock rows: the company's, and for managers and consultants only their stores'. */
export const storeScopedFilter = () =>
  tenantFilter((scope) => (scope.storeIds === null ? { company: scope.companyId } : { company: scope.companyId, store: inIds(scope.storeIds) }));
