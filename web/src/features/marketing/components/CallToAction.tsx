import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { ArrowRightIcon } from '../../../components/icons';

/** Closing band of a marketing page; `to` and the texts vary with sign-in state. */
export function CallToAction({ title, body, label, to }: { title?: string; body?: string; label?: string; to?: string }) {
  const { t } = useTranslation('home');
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">{title ?? t('cta.title')}</h2>
          <p>{body ?? t('cta.body')}</p>
        </div>
        <Link href={to ?? ROUTES.register} className="btn btn-light btn-lg">
          {label ?? t('cta.button')} <ArrowRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
