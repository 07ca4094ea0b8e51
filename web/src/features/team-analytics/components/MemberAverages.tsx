import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { formatDate } from '../../../lib/due-date';
import { currentLocale } from '../../../lib/i18n';
import type { SkillKey, TeamSkills } from '../../../lib/team-contracts';
import { ScoreBadge, SKILLS } from '../../results';

/**
 * Each member's sessions and averages (SPEC §9 colours): a table that fits the desktop layout, and
 * on a phone one card per member (explicit ARIA roles keep it a table for screen readers then).
 */
export function MemberAverages({ members }: { members: Snapshot<TeamSkills['members']> }) {
  const { t } = useTranslation(['teamAnalytics', 'results']);
  const locale = currentLocale();
  const score = (value: number | null | undefined) => (value === null || value === undefined ? <span className="tan-none">—</span> : <ScoreBadge score={value} />);
  const columns = [
    { key: 'sessions', label: t('members.sessions') },
    ...SKILLS.map((s) => ({ key: s, label: t(`results:skills.${s}`) })),
    { key: 'overall', label: t('members.overall') },
    { key: 'latest', label: t('members.latest') },
  ];
  const label = (key: string) => columns.find((c) => c.key === key)!.label;
  return (
    // Focusable so a keyboard can scroll it sideways if it ever must; named so a screen reader says what it is.
    <div className="wa-table-scroll tan-table-wrap" tabIndex={0} role="group" aria-label={t('members.tableLabel')}>
      <table className="wa-table tan-table" role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{t('members.member')}</th>
            {columns.map((c) => <th key={c.key} scope="col" role="columnheader">{c.label}</th>)}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {members.map((m) => (
            <tr key={m.userId} role="row">
              <th scope="row" role="rowheader" className="wa-email tan-member"><BreakableEmail email={m.email} /></th>
              <td role="cell" data-label={label('sessions')}>{m.sessions}</td>
              {SKILLS.map((s) => <td key={s} role="cell" data-label={label(s)}>{score(m.averages?.[s as SkillKey])}</td>)}
              <td role="cell" data-label={label('overall')}>{score(m.overall)}</td>
              <td role="cell" data-label={label('latest')} className="tan-nowrap">{m.latestAt ? formatDate(m.latestAt, locale) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
