import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionResults } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { analysisWords, type AnalysisWords } from '../state/analysis-words';

/** The analysis worded in the reader's language; switching the language re-renders and words it again. */
export function useAnalysisWords(result: SessionResults): AnalysisWords {
  const { t } = useTranslation('findings');
  const language = currentLocale();
  return useMemo(() => analysisWords(result, { language, t: (key, values = {}) => t(key, values) }), [result, language, t]);
}
