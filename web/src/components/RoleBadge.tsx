import { useTranslation } from 'react-i18next';
import type { Role } from '../lib/contracts';

const TONE: Record<Role, string> = { User: 'badge-green', Admin: 'badge-yellow', SuperAdmin: 'badge-red' };
/** The team list colours its roles differently (SPEC §6): Admin red, everyone else blue. */
const TEAM_TONE: Record<Role, string> = { User: 'badge-blue', Admin: 'badge-red', SuperAdmin: 'badge-blue' };

/** SPEC §6: User green, Admin yellow, SuperAdmin red; `palette="team"` for the team list's colours. */
export function RoleBadge({ role, palette = 'default' }: { role: Role; palette?: 'default' | 'team' }) {
  const { t } = useTranslation();
  const tone = (palette === 'team' ? TEAM_TONE : TONE)[role];
  return <span className={`badge ${tone}`}>{t(`roles.${role}`)}</span>;
}
