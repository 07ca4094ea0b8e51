import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { describeProblem } from '../state/problem';

/**
 * SPEC §8's sentence for a failed save or delete ('Failed to save scenario') as the title, and what
 * the server said, when it said more, under it.
 */
export function ProblemAlert({ error, fallbackKey, children }: { error: unknown; fallbackKey: string; children?: ReactNode }) {
  const { t } = useTranslation('scenarioAdmin');
  const title = t(fallbackKey);
  const text = describeProblem(error, t, fallbackKey);
  return (
    <Alert variant="error" title={text === title ? undefined : title}>
      {text}
      {children}
    </Alert>
  );
}
