/** SPEC §9: the console's lists show up to 5 page numbers at once. */
export const PAGE_WINDOW = 5;

/** Up to `size` consecutive page numbers around `page`, as centred as the ends allow. */
export function pageWindow(page: number, totalPages: number, size = PAGE_WINDOW): number[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), totalPages - size + 1));
  const last = Math.min(totalPages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** How many pages `total` items fill, `pageSize` to a page (at least one, even when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
