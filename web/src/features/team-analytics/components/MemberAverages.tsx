import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { formatDate } from '../../../lib/due-date';
import { currentLocale } from '../../../lib/i18n';
import type { SkillKey, TeamSkills } from '../../../lib/team-contracts';
import { ScoreBadge, SKILLS } from '../../results';

/** Each member's sessions and averages (SPEC §9 colours), scrolling sideways on a phone. */
export function MemberAverages({ members }: { members: Snapshot<TeamSkills['members']> }) {
  const { t } = useTranslation(['teamAnalytics', 'results']);
  const locale = currentLocale();
  const score = (value: number | null | undefined) => (value === null || value === undefined ? <span className="tan-none">—</span> : <ScoreBadge score={value} />);
  return (
    // Focusable so a keyboard can scroll it sideways; named so a screen reader says what it is.
    <div className="wa-table-scroll" tabIndex={0} role="group" aria-label={t('members.tableLabel')}>
      <table className="wa-table tan-table">
        <thead>
          <tr>
            <th scope="col">{t('members.member')}</th>
            <th scope="col">{t('members.sessions')}</th>
            {SKILLS.map((s) => <th key={s} scope="col">{t(`results:skills.${s}`)}</th>)}
            <th scope="col">{t('members.overall')}</th>
            <th scope="col">{t('members.latest')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.userId}>
              <th scope="row" className="wa-email tan-member"><BreakableEmail email={m.email} /></th>
              <td>{m.sessions}</td>
              {SKILLS.map((s) => <td key={s}>{score(m.averages?.[s as SkillKey])}</td>)}
              <td>{score(m.overall)}</td>
              <td className="tan-nowrap">{m.latestAt ? formatDate(m.latestAt, locale) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
