import type { CurriculumStatus } from '../api/curriculum.api';

/**
 * A filled circle with a tick, a half-filled one, an empty one: the three statuses tell apart by
 * shape as well as colour. Decorative: the status is written next to it.
 */
export function StatusIcon({ status }: { status: CurriculumStatus }) {
  return (
    <svg className={`status-icon status-icon-${status}`} width={18} height={18} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.25" fill={status === 'Completed' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" />
      {status === 'Completed' && <path d="M6 10.4l2.6 2.6L14 7.6" fill="none" stroke="#fff" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />}
      {status === 'InProgress' && <path d="M10 4.25a5.75 5.75 0 0 1 0 11.5z" fill="currentColor" />}
    </svg>
  );
}
