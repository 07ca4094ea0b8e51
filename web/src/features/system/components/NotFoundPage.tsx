import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../app/paths';
import { MissingPage } from '../../../components/MissingPage';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return <MissingPage title={t('notFound.title')} body={t('notFound.body')} action={{ href: ROUTES.home, label: t('notFound.home') }} />;
}
