import type { ComponentType } from 'react';
import { ROUTES } from '../../../app/paths';
import { BuildingIcon, ChartIcon, SparkIcon, UserIcon } from '../../../components/icons';

export interface AdminSection {
  to: string;
  /** Key in the admin namespace: the sidebar label, the page heading and the document title. */
  labelKey: string;
  icon: ComponentType<{ size?: number }>;
}

/** The admin sidebar in SPEC §2 order: Overview, Team Management, Team Analytics, Settings. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: ROUTES.adminDashboard, labelKey: 'sections.overview', icon: SparkIcon },
  { to: ROUTES.adminTeam, labelKey: 'sections.team', icon: UserIcon },
  { to: ROUTES.adminAnalytics, labelKey: 'sections.analytics', icon: ChartIcon },
  { to: ROUTES.adminSettings, labelKey: 'sections.settings', icon: BuildingIcon },
];

export function sectionFor(path: string): AdminSection | undefined {
  return ADMIN_SECTIONS.find((section) => path === section.to || path.startsWith(`${section.to}/`));
}
