import { useTranslation } from 'react-i18next';
import type { Role } from '../lib/contracts';

const TONE: Record<Role, string> = { User: 'badge-green', Admin: 'badge-yellow', SuperAdmin: 'badge-red' };

/** SPEC §6: User green, Admin yellow, SuperAdmin red. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return <span className={`badge ${TONE[role]}`}>{t(`roles.${role}`)}</span>;
}
