import { Box, Text } from 'ink';

export type Cell = string | { text: string; color?: string; dim?: boolean };

const textOf = (cell: Cell) => (typeof cell === 'string' ? cell : cell.text);
const GAP = 2;
/** A flexible column is never cut narrower than this: too little of it would be left to read. */
const MIN_FLEXIBLE = 18;

/**
 * A plain column table with a dim header, one line per row. Every column is as wide as its
 * widest cell, except `flexible`, which is cut short (…) when the terminal is narrower than the table.
 */
export function Table({ headers, rows, flexible }: { headers: string[]; rows: Cell[][]; flexible?: number }) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => textOf(r[i] ?? '').length)) + GAP);
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
