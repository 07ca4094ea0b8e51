import type { Context } from 'koa';

/** A cell: text, a number, or nothing (an empty field). */
export type CsvCell = string | number | null | undefined;

/**
 * Characters that make a spreadsheet read a text cell as a formula (OWASP "CSV injection"): = + - @
 * and the tab and carriage return some spreadsheets skip before them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One field per RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled.
 * Text that a spreadsheet would run as a formula is prefixed with ' first, so an email such as
 * `=HYPERLINK(…)@x.com` is shown, never evaluated. Numbers are written as numbers (never prefixed:
 * they are ours, not user text); a number that is not finite is an empty field.
 */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV text, each record ended by CRLF (RFC 4180). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/**
 * Answers with the rows as a UTF-8 CSV download. The byte order mark is what makes Excel read the
 * file as UTF-8 (Cyrillic emails and the Russian header would otherwise come out garbled).
 */
export function sendCsv(ctx: Context, filename: string, rows: readonly (readonly CsvCell[])[]): void {
  ctx.status = 200;
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${filename.replace(/["\\\r\n]/g, '_')}"`);
  // A team's scores are personal data: no shared cache keeps a copy.
  ctx.set('Cache-Control', 'no-store');
  ctx.body = `\uFEFF${toCsv(rows)}`;
}
