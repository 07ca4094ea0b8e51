import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Checkbox, SelectField } from '../../../components/FormField';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../../catalogue';
import { editorState, setField, togglePersona } from '../state/editor.store';
import { DIFFICULTIES, type Difficulty, LIMITS } from '../state/scenario-form';
import { scenariosState } from '../state/scenarios.store';
import { TextAreaField, useServerError } from './fields';
import { useFieldError } from './LanguageFields';

/** What both languages share: the difficulty, the system prompt (SPEC §5: both required) and the personas. */
export function CommonFields() {
  const { t } = useTranslation('scenarioAdmin');
  const { form } = useSnapshot(editorState, { sync: true });
  const { personas } = useSnapshot(scenariosState);
  const difficultyError = useFieldError('difficulty');
  const promptError = useFieldError('systemPrompt');
  const personasError = useServerError('personaIds');
  const locale = currentLocale();
  return (
    <div className="scn-fields">
      <SelectField label={t('fields.difficulty')} value={form.difficulty} error={difficultyError} required
        onChange={(e) => setField('difficulty', e.target.value as Difficulty)}>
        <option value="" disabled>{t('editor.chooseDifficulty')}</option>
        {DIFFICULTIES.map((level) => <option key={level} value={level}>{t(`difficulty.${level}`)}</option>)}
      </SelectField>
      <TextAreaField label={t('fields.systemPrompt')} value={form.systemPrompt} error={promptError} rows={8} lang="en" maxLength={LIMITS.systemPrompt}
        hint={t('editor.systemPromptHint')} onChange={(e) => setField('systemPrompt', e.target.value)} />
      <fieldset className="scn-fieldset" aria-describedby="scn-personas-hint">
        <legend>{t('fields.personaIds')}</legend>
        <p id="scn-personas-hint" className="field-hint">{t(personas.length ? 'editor.personasHint' : 'editor.noPersonas')}</p>
        <div className="scn-personas-grid">
          {personas.map((persona) => (
            <Checkbox key={persona.id} label={localized(persona, 'name', locale)} checked={form.personaIds.includes(persona.id)}
              onChange={(e) => togglePersona(persona.id, e.target.checked)} />
          ))}
        </div>
        {personasError && <p className="field-error">{personasError}</p>}
      </fieldset>
    </div>
  );
}
