import { useTranslation } from 'react-i18next';
import './rubric-levels.css';

const LEVELS = ['4', '7', '10'] as const;
export type RubricLevelLines = Readonly<Record<(typeof LEVELS)[number], string>>;

/**
 * What one skill looks like at 4, 7 and 10 in a scenario (R2.12). `met` marks the level a score
 * reached in words as well as colour; `lang` is the lines' own language, which may differ from the UI's.
 */
export function RubricLevels({ lines, lang, met }: { lines: RubricLevelLines; lang: string; met?: 4 | 7 | 10 | null }) {
  const { t } = useTranslation('common');
  return (
    <ol className="rubric-levels">
      {LEVELS.map((level) => {
        const isMet = met != null && String(met) === level;
        return (
          <li key={level} className={isMet ? 'rubric-level rubric-level-met' : 'rubric-level'}>
            <span className="rubric-level-mark">{t(`rubric.level${level}`)}</span>
            <span lang={lang}>{lines[level]}</span>
            {isMet && <strong className="rubric-level-badge">{t('rubric.met')}</strong>}
          </li>
        );
      })}
    </ol>
  );
}
