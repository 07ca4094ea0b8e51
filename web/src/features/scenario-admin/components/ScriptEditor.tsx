import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SelectField } from '../../../components/FormField';
import type { Lang, ScriptDraft } from '../state/engine-draft';
import { editorState, scriptEdited } from '../state/editor.store';
import { CharacterEditor } from './CharacterEditor';
import { DraftText, useServerError } from './fields';

/** The content pack allows up to four opening lines. */
const MAX_OPENING = 4;

function OpeningLines({ script, lang }: { script: ScriptDraft; lang: Lang }) {
  const { t } = useTranslation('scenarioAdmin');
  const snap = useSnapshot(script);
  const base = `script.${lang}.opening`;
  const listError = useServerError(base, true);
  return (
    <fieldset className="scn-fieldset">
      <legend>{t('engine.opening.title')}</legend>
      <p className="field-hint">{t('engine.opening.hint')}</p>
      {snap.opening.map((_, index) => (
        <fieldset key={index} className="scn-item">
          <legend>{t('engine.opening.line', { n: index + 1 })}</legend>
          <SpeakerSelect script={script} index={index} lang={lang} />
          <DraftText target={script.opening[index]!} field="text" path={`${base}.${index}.text`} rows={2} lang={lang}
            label={t('engine.fields.text')} onEdit={scriptEdited} />
          {snap.opening.length > 1 && (
            <button type="button" className="btn btn-secondary btn-sm scn-delete" onClick={() => {
              script.opening.splice(index, 1);
              scriptEdited();
            }}>{t('engine.opening.remove', { n: index + 1 })}</button>
          )}
        </fieldset>
      ))}
      {listError && <p className="field-error">{listError}</p>}
      {snap.opening.length < MAX_OPENING && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => {
          script.opening.push({ speaker: 0, text: '' });
          scriptEdited();
        }}>{t('engine.opening.add')}</button>
      )}
    </fieldset>
  );
}

function SpeakerSelect({ script, index, lang }: { script: ScriptDraft; index: number; lang: Lang }) {
  const { t } = useTranslation('scenarioAdmin');
  const snap = useSnapshot(script);
  const { engine } = useSnapshot(editorState);
  const error = useServerError(`script.${lang}.opening.${index}.speaker`);
  return (
    <SelectField label={t('engine.fields.speaker')} value={String(snap.opening[index]!.speaker)} error={error}
      onChange={(e) => {
        script.opening[index]!.speaker = Number(e.target.value);
        scriptEdited();
      }}>
      {engine.cast.map((_, n) => (
        <option key={n} value={n}>{t('engine.cast.character', { n: n + 1 }) + (snap.characters[n]?.name ? ` — ${snap.characters[n].name}` : '')}</option>
      ))}
    </SelectField>
  );
}

/** One language's script: who the learner is, the scene, the goal, the opening lines and the characters. */
export function ScriptEditor({ script, lang }: { script: ScriptDraft; lang: Lang }) {
  const { t } = useTranslation('scenarioAdmin');
  const snap = useSnapshot(script);
  const base = `script.${lang}`;
  const text = (field: 'learnerRole' | 'situation' | 'goal', rows?: number) => (
    <DraftText target={script} field={field} path={`${base}.${field}`} rows={rows} lang={lang} label={t(`engine.fields.${field}`)} onEdit={scriptEdited} />
  );
  return (
    <div className="scn-script">
      {text('learnerRole')}
      {text('situation', 4)}
      {text('goal', 2)}
      <OpeningLines script={script} lang={lang} />
      {snap.characters.map((_, index) => (
        <CharacterEditor key={index} character={script.characters[index]!} path={`${base}.characters.${index}`} index={index} lang={lang} />
      ))}
    </div>
  );
}
