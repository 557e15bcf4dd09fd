import { useState } from 'react';

/** The page of a list a row is deleted from. */
export interface ListPage {
  page: number;
  setPage(page: number): void;
  /** How many rows this page shows. */
  rowsOnPage: number;
}

export interface RowDeletion<Row> {
  /** The row whose deletion waits for a confirmation. */
  deleting: Row | null;
  askDelete(row: Row): void;
  cancelDelete(): void;
  /** The row is gone: the confirmation closes and the success banner says `message`. */
  deleted(message: string): void;
}

/** The delete confirmation of a list's rows. */
export function useRowDeletion<Row>({ page, setPage, rowsOnPage }: ListPage, showSuccess: (message: string) => void): RowDeletion<Row> {
  const [deleting, setDeleting] = useState<Row | null>(null);
  return {
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    deleted(message) {
      setDeleting(null);
      showSuccess(message);
      // the last row of a page went away: show the page before rather than an empty one
      if (rowsOnPage === 1 && page > 1) setPage(page - 1);
    },
  };
}
