/** The Rapport mark: a speech bubble with two faces in conversation. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-primary-600)" />
      <path d="M8 10.5A3.5 3.5 0 0 1 11.5 7h9A3.5 3.5 0 0 1 24 10.5v5a3.5 3.5 0 0 1-3.5 3.5H15l-4.5 4v-4A3.5 3.5 0 0 1 8 15.5z" fill="#fff" />
      <circle cx="13" cy="13" r="1.4" fill="var(--color-primary-600)" />
      <circle cx="19" cy="13" r="1.4" fill="var(--color-primary-600)" />
    </svg>
  );
}
