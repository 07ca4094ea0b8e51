import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { TextField } from '../../../components/FormField';
import { editorState, setCategory, setField } from '../state/editor.store';
import type { Lang } from '../state/engine-draft';
import { type FormField, knownCategory, LIMITS, validateScenario } from '../state/scenario-form';
import { scenariosState } from '../state/scenarios.store';
import { messagesAt } from '../state/server-issues';
import { TextAreaField } from './fields';

/** The form's rule (after the first Save), else what the server said about the field. */
export function useFieldError(field: FormField): string | null {
  const { t } = useTranslation('scenarioAdmin');
  const { submitted, form, issues } = useSnapshot(editorState);
  const problem = submitted ? validateScenario(form)[field] : undefined;
  if (problem) return t(`editor.errors.${problem.key}`, { max: problem.max });
  return messagesAt(issues, field, t).join(' ') || null;
}

/** One language tab: the name, the description and the category in that language. */
export function LanguageFields({ lang }: { lang: Lang }) {
  const { t } = useTranslation('scenarioAdmin');
  const { form } = useSnapshot(editorState, { sync: true });
  const { categories } = useSnapshot(scenariosState);
  const ru = lang === 'ru';
  const [name, description, category] = (ru ? ['name_ru', 'description_ru', 'category_ru'] : ['name', 'description', 'category']) as FormField[];
  const errors = { name: useFieldError(name!), description: useFieldError(description!), category: useFieldError(category!) };
  const known = knownCategory(form.category, categories);
  const listId = `scn-categories-${lang}`;
  return (
    <div className="scn-fields">
      <TextField label={t(`fields.${name}`)} value={form[name!]} error={errors.name} lang={lang} maxLength={LIMITS[name!]} autoComplete="off"
        onChange={(e) => setField(name!, e.target.value)} />
      <TextAreaField label={t(`fields.${description}`)} value={form[description!]} error={errors.description} lang={lang} rows={4} maxLength={LIMITS[description!]}
        onChange={(e) => setField(description!, e.target.value)} />
      {ru ? (
        <TextField label={t('fields.category_ru')} value={form.category_ru} error={errors.category} lang="ru" maxLength={LIMITS.category_ru} autoComplete="off"
          readOnly={!!known} hint={known ? t('editor.categoryRuKnown', { category: known.name }) : t('editor.categoryRuNew')}
          onChange={(e) => setField('category_ru', e.target.value)} />
      ) : (
        <TextField label={t('fields.category')} value={form.category} error={errors.category} lang="en" maxLength={LIMITS.category} autoComplete="off"
          list={listId} hint={t('editor.categoryHint')} onChange={(e) => setCategory(e.target.value)} />
      )}
      {!ru && (
        <datalist id={listId}>
          {categories.map((c) => <option key={c.id} value={c.name}>{c.name_ru}</option>)}
        </datalist>
      )}
    </div>
  );
}
