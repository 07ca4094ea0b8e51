import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Benefits } from './Benefits';
import { CallToAction } from './CallToAction';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { ProofPoints } from './ProofPoints';

export function LandingPage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('documentTitle'));
  return (
    <>
      <Hero />
      <HowItWorks />
      <Benefits />
      <ProofPoints />
      <CallToAction />
    </>
  );
}
