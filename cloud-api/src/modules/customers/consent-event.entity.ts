import { defineEntity, p } from '@mikro-orm/core';
import { CONSENT_KINDS } from '@banco/shared';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { User } from '../users/user.entity.ts';
import { Customer } from './customer.entity.ts';

/** A change of one GDPR consent of a customer: what, granted or withdrawn, when and by whom (issue 8). */
export const ConsentEventSchema = defineEntity({
  name: 'ConsentEvent',
  tableName: 'customer_consent_events',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    customer: () => p.manyToOne(Customer).deleteRule('cascade').index(),
    consent: p.enum(CONSENT_KINDS),
    granted: p.boolean(),
    changedBy: () => p.manyToOne(User).nullable().deleteRule('restrict').index(),
    changedAt: p.datetime().onCreate(() => new Date()),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('customer_consent_events'),
});

export class ConsentEvent extends ConsentEventSchema.class {}
ConsentEventSchema.setClass(ConsentEvent);
