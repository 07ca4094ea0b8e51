import type { ReactNode } from 'react';

/** The colour of a card's edge (styles/work-area.css `wa-stat-<tone>`); without one, the primary colour. */
export type StatTone = 'success' | 'warning' | 'danger' | 'accent';

/**
 * One figure of a work area's statistics row (styles/work-area.css `wa-stats`): its label, the
 * number, and anything under it (a note, an expandable list). `className` names the card for its page.
 */
export function StatCard({ label, value, tone, className, children }:
  { label: string; value: ReactNode; tone?: StatTone; className?: string; children?: ReactNode }) {
  const classes = ['wa-stat', tone && `wa-stat-${tone}`, className].filter(Boolean).join(' ');
  return (
    <li className={classes}>
      <span className="wa-stat-label">{label}</span>
      <span className="wa-stat-value">{value}</span>
      {children}
    </li>
  );
}
