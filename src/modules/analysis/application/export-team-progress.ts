import { inject, injectable } from 'inversify';
import type { Clock } from '#src/platform/clock.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { TeamDirectory } from '#src/modules/identity/index.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { TeamResults } from '../domain/ports.ts';
import { teamOf } from './team-of.ts';
import { teamProgressFilename, teamProgressTable, type TableLocale } from './team-progress-table.ts';

/** The team's progress report for a spreadsheet: every member, even before their first analysed session since joining. */
@injectable()
export class ExportTeamProgress {
  constructor(
    @inject(TeamDirectory) private readonly directory: TeamDirectory,
    @inject(ANALYSIS.TeamResults) private readonly results: TeamResults,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(callerId: number, locale: TableLocale) {
    const now = this.clock.now();
    const { members, counted } = await teamOf(this.directory, callerId);
    const totals = await this.results.totalsOf(counted);
    return { filename: teamProgressFilename(now), rows: teamProgressTable(members, totals, locale) };
  }
}
