import type { ComponentType } from 'react';
import { ROUTES } from '../../../app/paths';
import { ShieldIcon } from '../../../components/icons';

export interface ConsoleSection {
  to: string;
  /** Key in the superadmin namespace: the sidebar label, the page heading and the document title. */
  labelKey: string;
  icon: ComponentType<{ size?: number }>;
}

/**
 * The console's sidebar, in SPEC §2 order, listing only the sections that exist. Users, Scenarios,
 * Analysis, System, Logs and Settings join here (one line each) as their pages are built.
 */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { to: ROUTES.superadminHackingAttempts, labelKey: 'sections.hackingAttempts', icon: ShieldIcon },
];

/** The section a path belongs to (its own page or anything under it), if any. */
export function sectionFor(path: string): ConsoleSection | undefined {
  return CONSOLE_SECTIONS.find((section) => path === section.to || path.startsWith(`${section.to}/`));
}
