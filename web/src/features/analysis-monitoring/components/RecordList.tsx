import type { ReactNode } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';

export interface Column<T> {
  key: string;
  label: string;
  cell(row: T): ReactNode;
}

interface RecordListProps<T> {
  id: string;
  title: string;
  empty: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T, index: number): string | number;
}

/**
 * A titled list of records: a table, or below 768 px one card per record so every field is in
 * view without scrolling sideways; a sentence of its own when there are none.
 */
export function RecordList<T>({ id, title, empty, columns, rows, rowKey }: RecordListProps<T>) {
  const narrow = useMediaQuery('(max-width: 767.98px)');
  const titleId = `${id}-title`;
  return (
    <section className={`am-list ${id}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="am-list-title">{title}</h2>
      {rows.length === 0 ? (
        <p className="wa-empty">{empty}</p>
      ) : narrow ? (
        <ul className="am-cards" aria-labelledby={titleId}>
          {rows.map((row, index) => (
            <li key={rowKey(row, index)} className="am-card">
              <dl>
                {columns.map((column) => (
                  <div key={column.key}><dt>{column.label}</dt><dd>{column.cell(row)}</dd></div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        // Focusable so a keyboard can scroll it sideways when it is wider than the screen.
        <div className="wa-table-scroll" tabIndex={0} role="region" aria-labelledby={titleId}>
          <table className="wa-table">
            <thead>
              <tr>{columns.map((column) => <th key={column.key} scope="col">{column.label}</th>)}</tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={rowKey(row, index)}>
                  {columns.map((column) => <td key={column.key} className={`am-cell-${column.key}`}>{column.cell(row)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
