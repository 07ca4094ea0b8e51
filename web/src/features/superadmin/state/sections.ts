import type { ComponentType } from 'react';
import { ROUTES } from '../../../app/paths';
import { ChartIcon, ChatIcon, LogsIcon, ServerIcon, SettingsIcon, ShieldIcon, UsersIcon } from '../../../components/icons';

export interface ConsoleSection {
  to: string;
  /** Other paths that open the same section (SPEC §2: the Users list is also at /superadmin/users). */
  aliases?: readonly string[];
  /** Key in the superadmin namespace: the sidebar label, the page heading and the document title. */
  labelKey: string;
  icon: ComponentType<{ size?: number }>;
}

/**
 * The console's sidebar, in SPEC §2 order.
 */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { to: ROUTES.superadminUsers, aliases: [ROUTES.superadminUsersShort], labelKey: 'sections.users', icon: UsersIcon },
  { to: ROUTES.superadminScenarios, labelKey: 'sections.scenarios', icon: ChatIcon },
  { to: ROUTES.superadminAnalysis, labelKey: 'sections.analysis', icon: ChartIcon },
  { to: ROUTES.superadminSystem, labelKey: 'sections.system', icon: ServerIcon },
  { to: ROUTES.superadminHackingAttempts, labelKey: 'sections.hackingAttempts', icon: ShieldIcon },
  { to: ROUTES.superadminLogs, labelKey: 'sections.logs', icon: LogsIcon },
  { to: ROUTES.superadminSettings, labelKey: 'sections.settings', icon: SettingsIcon },
];

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** The section a path belongs to (its own page or anything under it), if any. */
export function sectionFor(path: string): ConsoleSection | undefined {
  return CONSOLE_SECTIONS.find((section) => [section.to, ...(section.aliases ?? [])].some((root) => under(path, root)));
}
