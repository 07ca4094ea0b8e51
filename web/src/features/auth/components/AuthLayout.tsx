import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import '../auth.css';

const POINTS = ['characters', 'feedback', 'coach', 'languages'] as const;

/** The frame of Login and Register: the form card, and on wide screens a short reminder of the product. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-page container">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-title">
          {title}
        </h1>
        <p className="auth-subtitle">{subtitle}</p>
        {children}
      </section>
      <aside className="auth-aside" aria-label={t('aside.label')}>
        <p className="auth-aside-title">{t('aside.title')}</p>
        <ul className="check-list">
          {POINTS.map((point) => (
            <li key={point}>
              <CheckIcon size={18} />
              <span>{t(`aside.points.${point}`)}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
