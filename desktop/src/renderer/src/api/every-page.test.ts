import { describe, expect, it } from 'vitest';
import { paginationOf, PICKER_PAGE_SIZE } from '@banco/shared';
import { everyPage } from './every-page.ts';

/** A list of `total` numbered rows, answered page by page as the API pages it. */
function pagedList(total: number) {
  const asked: number[] = [];
  const readPage = async ({ page, per_page }: { page: number; per_page: number }) => {
    asked.push(page);
    const rows = Array.from({ length: Math.max(0, Math.min(per_page, total - (page - 1) * per_page)) }, (_, i) => (page - 1) * per_page + i + 1);
    return { rows, pagination: paginationOf(page, per_page, total) };
  };
  return { asked, readPage };
}

describe('everyPage', () => {
  it('reads every page of a list longer than one, in order', async () => {
    const list = pagedList(PICKER_PAGE_SIZE * 2 + 1);
    const rows = await everyPage(list.readPage);
    expect(rows).toHaveLength(PICKER_PAGE_SIZE * 2 + 1);
    expect(rows.at(-1)).toBe(PICKER_PAGE_SIZE * 2 + 1);
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('reads one page of a short or empty list', async () => {
    for (const total of [0, 1, PICKER_PAGE_SIZE]) {
      const list = pagedList(total);
      expect(await everyPage(list.readPage)).toHaveLength(total);
      expect(list.asked).toEqual([1]);
    }
  });
});
