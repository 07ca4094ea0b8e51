import { Box, Text } from 'ink';
import type { ContentProblem, ImportReport } from '#src/modules/practice/index.ts';
import { Table, type Cell } from '../table.tsx';

const ACTION_COLOR = { created: 'green', updated: 'yellow', unchanged: undefined } as const;
const WOULD = { created: 'would create', updated: 'would update', unchanged: 'unchanged' } as const;

/** Every record with what happened to it, then the totals; a dry run says plainly that nothing was written. */
export function ImportReportView({ report, source }: { report: ImportReport; source: string }) {
  const { created, updated, unchanged } = report.totals;
  const rows: Cell[][] = report.records.map((r) => [
    r.file ?? '-',
    r.kind,
    r.key,
    { text: report.dryRun ? WOULD[r.action] : r.action, color: ACTION_COLOR[r.action], dim: r.action === 'unchanged' },
  ]);
  return (
    <Box flexDirection="column">
      <Table headers={['FILE', 'KIND', 'KEY', 'ACTION']} rows={rows} />
      <Text> </Text>
      {report.dryRun ? (
        <Text>
          <Text color="yellow">!</Text> Dry run of {source}: nothing was written. Importing would create {created}, update{' '}
          {updated} and leave {unchanged} unchanged.
        </Text>
      ) : (
        <Text>
          <Text color="green">✓</Text> Imported {source}: {created} created, {updated} updated, {unchanged} unchanged.
        </Text>
      )}
    </Box>
  );
}

/** `file › record › field: message`, leaving out the parts a problem does not have. */
export const problemLine = (p: ContentProblem) =>
  `${[p.file, p.record, p.field].filter((part) => part !== null).join(' › ')}: ${p.message}`;

export function ContentProblemsView({ message, code, problems }: { message: string; code: string; problems: ContentProblem[] }) {
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="red">✗</Text> {message}
      </Text>
      {problems.map((p, i) => (
        <Text key={i}>{`  ${problemLine(p)}`}</Text>
      ))}
      <Text dimColor>{`  (${code})`}</Text>
    </Box>
  );
}

export interface ScenarioRow {
  id: number;
  difficulty: string;
  category: string;
  name: string;
  speakerCount: number;
}

export function ScenarioTableView({ scenarios, footer }: { scenarios: ScenarioRow[]; footer: string }) {
  const rows = scenarios.map((s) => [String(s.id), s.difficulty, s.category, s.name, String(s.speakerCount)]);
  return (
    <Box flexDirection="column">
      {scenarios.length > 0 && <Table headers={['ID', 'DIFFICULTY', 'CATEGORY', 'NAME', 'SPEAKERS']} rows={rows} flexible={3} />}
      <Text dimColor>{footer}</Text>
    </Box>
  );
}
