import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="container page-state" aria-labelledby="not-found-title">
      <p className="page-state-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.body')}</p>
      <Link href={ROUTES.home} className="btn btn-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
