import type { Pagination } from '@banco/shared';

/**
 * What the line under a list shows while every row fits on one page:
 * - 'count': the count alone (a pager with nowhere to go is left out);
 * - 'count-and-pager': the count and 'Pagina 1 di 1';
 * - 'nothing': no line; the count and the pager come with the second page.
 */
export type SinglePageFooter = 'count' | 'count-and-pager' | 'nothing';

export type FooterContent = 'none' | 'count' | 'count-and-pager';

/**
 * What the line under a list holds for this page. With 'nothing' it is there from the second page on
 * even when this page came back empty (a page past the end after a removal): the pager leads back.
 */
export function footerContent(pagination: Pagination, rowsOnPage: number, singlePage: SinglePageFooter): FooterContent {
  const paged = pagination.total_pages > 1;
  if (singlePage === 'nothing') return paged ? 'count-and-pager' : 'none';
  if (rowsOnPage === 0) return 'none';
  return paged || singlePage === 'count-and-pager' ? 'count-and-pager' : 'count';
}
