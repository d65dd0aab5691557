/** Page arithmetic of the paged lists (saved projects, invoices, online products): pages count from 1. */

/** How many pages `total` items fill, at least 1 (an empty list is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) throw new Error('pageSize must be positive');
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page number from the address (?page=), as a page that exists: anything else is page 1 or the last. */
export function clampPage(
  value: string | number | null | undefined,
  pages: number = Number.POSITIVE_INFINITY,
): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), Math.max(1, pages));
}

/** The first item of a page (skip, offset). */
export function offsetOf(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/** The 1-based range of items a page shows ({from: 0, to: 0} for an empty list). */
export function rangeOf(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min(offsetOf(page, pageSize) + 1, total);
  return { from, to: Math.min(from + pageSize - 1, total) };
}

/**
 * The page to show after items were removed from page `page`: the same page while it still has items, else the
 * last page there is (deleting the only project of the last page goes back one page).
 */
export function pageAfterRemoval(page: number, pageSize: number, totalAfter: number): number {
  return Math.min(page, pageCount(totalAfter, pageSize));
}
