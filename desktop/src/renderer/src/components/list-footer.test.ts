import { describe, expect, it } from 'vitest';
import type { Pagination } from '@banco/shared';
import { footerContent } from './list-footer.ts';

const pages = (total_pages: number): Pagination => ({ current_page: 1, per_page: 20, total: total_pages * 20, total_pages });

describe('footerContent', () => {
  it("'count': the count under any page with rows, the pager from the second page", () => {
    expect(footerContent(pages(1), 5, 'count')).toBe('count');
    expect(footerContent(pages(3), 20, 'count')).toBe('count-and-pager');
    expect(footerContent(pages(3), 0, 'count')).toBe('none');
  });

  it("'count-and-pager': the pager even on a single page", () => {
    expect(footerContent(pages(1), 5, 'count-and-pager')).toBe('count-and-pager');
    expect(footerContent(pages(1), 0, 'count-and-pager')).toBe('none');
  });

  it("'nothing': only from the second page, even on an empty page past the end", () => {
    expect(footerContent(pages(1), 5, 'nothing')).toBe('none');
    expect(footerContent(pages(2), 0, 'nothing')).toBe('count-and-pager');
  });
});
