import { PICKER_PAGE_SIZE, type Pagination } from '@banco/shared';

/** The page a picker asks for: `page`, of PICKER_PAGE_SIZE rows. */
export interface PickerPage {
  page: number;
  per_page: number;
}

/**
 * Every row of a paged list, for a picker: its pages of PICKER_PAGE_SIZE read one after another. A
 * picker that read the first page only would leave out, without a word, the platform's 101st company
 * or a company's 101st store.
 */
export async function everyPage<T>(readPage: (page: PickerPage) => Promise<{ rows: T[]; pagination: Pagination }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await readPage({ page, per_page: PICKER_PAGE_SIZE });
    rows.push(...answer.rows);
    if (answer.rows.length === 0 || page >= answer.pagination.total_pages) return rows;
  }
}
