import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MailIcon, PhoneIcon } from '../../components/icons';
import { LogoMark } from '../../components/Logo';
import { PaymentBadges } from '../../components/PaymentBadges';
import { currentLocale } from '../../lib/i18n';
import { localized } from '../../lib/localized';
import { useSeller } from '../../lib/seller';
import { ROUTES } from '../paths';
import { NAV_ITEMS } from './nav-items';

export function Footer() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { seller } = useSeller();
  const legal = seller?.legal;
  const hasContact = !!(seller?.supportEmail || seller?.phone);
  const publicItems = NAV_ITEMS.filter((item) => (item.audience ?? 'all') === 'all' && !item.roles);
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link href={ROUTES.home} className="brand brand-footer">
            <LogoMark size={24} />
            <span className="brand-name">Rapport</span>
          </Link>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="footer-heading">{t('footer.product')}</h2>
          <ul className="footer-list">
            {publicItems.map((item) => (
              <li key={item.to}>
                <Link href={item.to}>{t(item.labelKey)}</Link>
              </li>
            ))}
            {legal && (
              <li>
                <Link href={ROUTES.publicOffer}>{t('footer.publicOffer')}</Link>
              </li>
            )}
          </ul>
        </nav>
        {hasContact && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="footer-heading">{t('footer.contact')}</h2>
            <ul className="footer-list">
              {seller.supportEmail && (
                <li>
                  <a href={`mailto:${seller.supportEmail}`} className="footer-contact">
                    <MailIcon size={16} /> {seller.supportEmail}
                  </a>
                </li>
              )}
              {seller.phone && (
                <li>
                  <a href={`tel:${seller.phone.replace(/[^\d+]/g, '')}`} className="footer-contact">
                    <PhoneIcon size={16} /> {seller.phone}
                  </a>
                </li>
              )}
              {seller.supportHours && <li className="footer-muted">{localized(seller.supportHours, locale)}</li>}
            </ul>
          </section>
        )}
        {seller?.takesPayments && (
          <section aria-labelledby="footer-payments">
            <h2 id="footer-payments" className="footer-heading">{t('footer.payments')}</h2>
            <PaymentBadges />
          </section>
        )}
      </div>
      <div className="container footer-legal">
        <p>
          © {new Date().getFullYear()} {legal ? localized(legal.name, locale) : 'Rapport'}
        </p>
        {legal && (
          <p>
            {t('footer.registration', { number: legal.registrationNumber })} · {localized(legal.address, locale)}
          </p>
        )}
      </div>
    </footer>
  );
}
