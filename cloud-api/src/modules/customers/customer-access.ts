import { MSG } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { NotFoundError } from '../../http/errors.ts';
import { Customer } from './customer.entity.ts';

/** A customer the caller can see, with its company; another company's or a missing id: the same 404. */
export async function loadCustomer(em: SqlEntityManager, id: number): Promise<Customer> {
  const customer = await em.findOne(Customer, { id }, { populate: ['company'] });
  if (!customer) throw new NotFoundError(MSG.customerNotFound);
  return customer;
}
