import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';

type Variant = 'error' | 'success' | 'info' | 'warning';

const ICONS = { error: AlertIcon, warning: AlertIcon, success: CheckIcon, info: InfoIcon } as const;

/** Errors are announced at once (role=alert); other notices politely (role=status). */
export function Alert({ variant = 'info', title, children }: { variant?: Variant; title?: string; children: ReactNode }) {
  const Icon = ICONS[variant];
  return (
    <div className={`alert alert-${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      <Icon className="alert-icon" size={20} />
      <div className="alert-body">
        {title && <p className="alert-title">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
