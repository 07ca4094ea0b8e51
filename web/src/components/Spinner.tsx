import { useTranslation } from 'react-i18next';

export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  return (
    <span className={`spinner spinner-${size}`} role={label ? 'status' : undefined} aria-hidden={label ? undefined : true}>
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}

/** Placeholder for a page (or the session check) that is still loading. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={t('status.loading')} />
    </div>
  );
}
