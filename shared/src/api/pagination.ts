import { z } from 'zod';
import { MAX_PAGE, PAGE_SIZE, PICKER_PAGE_SIZE } from '../constants.ts';
import { MSG } from '../validation/messages.ts';

/** `pagination` of the list answers (spec 1 §7). */
export const paginationSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** page and per_page of list queries: per_page 20 for pages, 100 for pickers (spec 1 §9); page up to MAX_PAGE. */
export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: MSG.pageInvalid }).int(MSG.pageInvalid).min(1, MSG.pageInvalid).max(MAX_PAGE, MSG.pageInvalid).default(1),
  per_page: z.coerce
    .number({ error: MSG.perPageInvalid })
    .int(MSG.perPageInvalid)
    .min(1, MSG.perPageInvalid)
    .max(PICKER_PAGE_SIZE, MSG.perPageInvalid)
    .default(PAGE_SIZE),
});

/** The rows of a page: `limit` and `offset` for the query. */
export function pageWindow({ page, per_page }: { page: number; per_page: number }): { limit: number; offset: number } {
  return { limit: per_page, offset: (page - 1) * per_page };
}

export function paginationOf(page: number, perPage: number, total: number): Pagination {
  return { current_page: page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) };
}
