import type { ReactNode } from 'react';

/** Label and value pairs, as the info cards and the Scenario Details dialog show them. */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="people-facts">
      {facts.map(([label, value]) => (
        <div key={label}><dt>{label}</dt><dd>{value}</dd></div>
      ))}
    </dl>
  );
}
