import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SelectField, TextField } from '../../../components/FormField';
import { addCharacter, removeCharacter } from '../state/engine-content';
import { type CastMember, MAX_CAST } from '../state/engine-draft';
import { castEdited, editorState } from '../state/editor.store';
import { useServerError } from './fields';

function MemberFields({ index }: { index: number }) {
  const { t } = useTranslation('scenarioAdmin');
  const { engine } = useSnapshot(editorState, { sync: true });
  const member = engine.cast[index]!;
  const name = engine.scripts?.en.characters[index]?.name;
  const genderError = useServerError(`cast.${index}.gender`);
  const colorError = useServerError(`cast.${index}.color`);
  const set = <K extends keyof CastMember>(key: K, value: CastMember[K]) => {
    editorState.engine.cast[index]![key] = value;
    castEdited();
  };
  const title = t('engine.cast.character', { n: index + 1 }) + (name ? ` — ${name}` : '');
  return (
    <fieldset className="scn-fieldset scn-cast-member">
      <legend>{title}</legend>
      <SelectField label={t('engine.fields.gender')} value={member.gender} error={genderError}
        onChange={(e) => set('gender', e.target.value as CastMember['gender'])}>
        <option value="female">{t('engine.cast.female')}</option>
        <option value="male">{t('engine.cast.male')}</option>
      </SelectField>
      <TextField label={t('engine.fields.color')} type="color" value={member.color} error={colorError} className="input scn-color"
        onChange={(e) => set('color', e.target.value)} />
      {engine.cast.length > 1 && (
        <button type="button" className="btn btn-secondary btn-sm scn-delete" onClick={() => removeCharacter(editorState.engine, index)}>
          {t('engine.cast.remove', { n: index + 1 })}
        </button>
      )}
    </fieldset>
  );
}

/** SPEC brief: one to three speaking characters, each a gender and a colour; adding one adds it to both scripts. */
export function CastEditor() {
  const { t } = useTranslation('scenarioAdmin');
  const { engine } = useSnapshot(editorState);
  const castError = useServerError('cast', true);
  const scripted = engine.scripts !== null && !engine.useGeneric;
  return (
    <section className="scn-cast" aria-labelledby="scn-cast-title">
      <h3 id="scn-cast-title" className="scn-subtitle">{t('engine.cast.title')}</h3>
      <p className="form-note">{t(engine.scripts ? 'engine.cast.intro' : 'engine.cast.introNoScript')}</p>
      <div className="scn-cast-list">
        {(scripted ? engine.cast : engine.cast.slice(0, 1)).map((_, index) => <MemberFields key={index} index={index} />)}
      </div>
      {castError && <p className="field-error">{castError}</p>}
      {/* More characters need lines of their own: only a hand-written script has them. */}
      {scripted && engine.cast.length < MAX_CAST && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => addCharacter(editorState.engine)}>{t('engine.cast.add')}</button>
      )}
    </section>
  );
}
