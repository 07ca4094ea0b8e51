import { Box, Text } from 'ink';

export type Cell = string | { text: string; color?: string; dim?: boolean };

const textOf = (cell: Cell) => (typeof cell === 'string' ? cell : cell.text);
const GAP = 2;
/** A flexible column is never cut narrower than this: too little of it would be left to read. */
const MIN_FLEXIBLE = 18;

/**
 * A plain column table with a dim header, one line per row. Every column is as wide as its
 * widest cell. When the table is wider than `width`, the `droppable` columns go first, in that
 * order, then `flexible` is cut short (…): what is left is always readable, never run together.
 */
export function Table({ headers, rows, flexible, droppable = [], width = Infinity }: {
  headers: string[]; rows: Cell[][]; flexible?: number; droppable?: number[]; width?: number;
}) {
  const full = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => textOf(r[i] ?? '').length)) + GAP);
  const dropped = new Set<number>();
  const total = () => full.reduce((sum, w, i) => sum + (dropped.has(i) ? 0 : w), 0);
  for (const column of droppable) if (total() > width) dropped.add(column);
  const kept = headers.map((_, i) => i).filter((i) => !dropped.has(i));
  return <ColumnTable headers={kept.map((i) => headers[i]!)} rows={rows.map((r) => kept.map((i) => r[i] ?? ''))} widths={kept.map((i) => full[i]!)} flexible={flexible === undefined ? undefined : kept.indexOf(flexible)} />;
}

function ColumnTable({ headers, rows, widths, flexible }: { headers: string[]; rows: Cell[][]; widths: number[]; flexible?: number }) {
  const row = (cells: Cell[], key: number, header = false) => (
    <Box key={key}>
      {cells.map((cell, i) => (
        <Box key={i} width={widths[i]} flexShrink={i === flexible ? 1 : 0} minWidth={i === flexible ? Math.min(widths[i], MIN_FLEXIBLE) : undefined} paddingRight={GAP}>
          {typeof cell === 'string' ? (
            <Text dimColor={header} bold={header} wrap="truncate-end">{cell}</Text>
          ) : (
            <Text color={cell.color} dimColor={cell.dim} wrap="truncate-end">{cell.text}</Text>
          )}
        </Box>
      ))}
    </Box>
  );
  return (
    <Box flexDirection="column">
      {row(headers, -1, true)}
      {rows.map((cells, i) => row(cells, i))}
    </Box>
  );
}
