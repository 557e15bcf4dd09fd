import { describe, expect, it } from 'vitest';
import { MSG } from '../validation/messages.ts';
import { pageQuerySchema } from './pagination.ts';

const errorsOf = (query: Record<string, string>) => pageQuerySchema.safeParse(query).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('page and per_page of a list query', () => {
  it('default to the first page of 20', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(pageQuerySchema.parse({ page: '3', per_page: '100' })).toEqual({ page: 3, per_page: 100 });
    expect(pageQuerySchema.parse({ page: '1000000', per_page: '100' })).toEqual({ page: 1_000_000, per_page: 100 });
  });

  // the last: a page whose offset PostgreSQL's integer cannot hold
  it.each(['abc', '0', '-1', '1.5', '1000001', '2147483648'])('refuse page %j with its own message', (page) => {
    expect(errorsOf({ page })).toEqual([['page', MSG.pageInvalid]]);
  });

  it.each(['abc', '0', '101', '2.5'])('refuse per_page %j, naming the range', (perPage) => {
    expect(errorsOf({ per_page: perPage })).toEqual([['per_page', 'Risultati per pagina non validi: da 1 a 100']]);
  });
});
