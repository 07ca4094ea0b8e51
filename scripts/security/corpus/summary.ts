// A Markdown table of a corpus's make-up (rows per label, family, source and split), for the README.
import type { Row } from './rows.ts';

export function summary(rows: readonly Row[]): string {
  const keys = [...new Set(rows.map((r) => `${r.label}|${r.family}`))];
  const count = (f: (r: Row) => boolean): number => rows.filter(f).length;
  const lines = ['| label | family | handwritten | templated | transformed | train | test | total |', '|---|---|---|---|---|---|---|---|'];
  const line = (name: string, label: string, pick: (r: Row) => boolean): string =>
    `| ${label} | ${name} | ${['handwritten', 'templated', 'transformed'].map((s) => count((r) => pick(r) && r.source === s)).join(' | ')} | ` +
    `${count((r) => pick(r) && r.split === 'train')} | ${count((r) => pick(r) && r.split === 'test')} | ${count(pick)} |`;
  for (const key of keys) {
    const [label, family] = key.split('|');
    lines.push(line(family, label, (r) => r.label === label && r.family === family));
  }
  for (const label of ['attack', 'benign']) lines.push(line('**all**', `**${label}**`, (r) => r.label === label));
  return lines.join('\n');
}
