import type { ReactNode } from 'react';

/**
 * One figure of a work area's statistics row (styles/work-area.css `wa-stats`): its label, the
 * number, and anything under it (a note, an expandable list). `className` adds the card's colour.
 */
export function StatCard({ label, value, className, children }: { label: string; value: ReactNode; className?: string; children?: ReactNode }) {
  return (
    <li className={className ? `wa-stat ${className}` : 'wa-stat'}>
      <span className="wa-stat-label">{label}</span>
      <span className="wa-stat-value">{value}</span>
      {children}
    </li>
  );
}
