import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { type CharacterDraft, CLOSINGS, type Lang, REACTIONS } from '../state/engine-draft';
import { scriptEdited } from '../state/editor.store';
import { Answers, Concerns } from './CharacterParts';
import { DraftText } from './fields';

/** Lines a textarea holds one variant each; the hint says so once per group. */
function LineGroup<K extends string>({ title, hint, target, keys, path, lang }: {
  title: string;
  hint: string;
  target: Record<K, string>;
  keys: readonly K[];
  path: string;
  lang: Lang;
}) {
  const { t } = useTranslation('scenarioAdmin');
  return (
    <fieldset className="scn-fieldset">
      <legend>{title}</legend>
      <p className="field-hint">{hint}</p>
      {keys.map((key) => (
        <DraftText key={key} target={target} field={key} path={`${path}.${key}`} rows={3} lang={lang} label={t(`engine.fields.${key as string}`)} onEdit={scriptEdited} />
      ))}
    </fieldset>
  );
}

/** One speaking character of a script: who they are, what they raise, know, say back and end with. */
export function CharacterEditor({ character, path, index, lang }: { character: CharacterDraft; path: string; index: number; lang: Lang }) {
  const { t } = useTranslation('scenarioAdmin');
  const snap = useSnapshot(character);
  return (
    <fieldset className="scn-fieldset scn-character">
      <legend>{t('engine.cast.character', { n: index + 1 }) + (snap.name ? ` — ${snap.name}` : '')}</legend>
      <div className="scn-pair">
        <DraftText target={character} field="name" path={`${path}.name`} lang={lang} label={t('engine.fields.name')} onEdit={scriptEdited} />
        <DraftText target={character} field="role" path={`${path}.role`} lang={lang} label={t('engine.fields.role')} onEdit={scriptEdited} />
      </div>
      <Concerns character={character} path={path} lang={lang} />
      <Answers character={character} path={path} lang={lang} />
      <LineGroup title={t('engine.fields.reactions')} hint={t('engine.reactionsHint')} target={character.reactions} keys={REACTIONS}
        path={`${path}.reactions`} lang={lang} />
      <LineGroup title={t('engine.fields.closing')} hint={t('engine.closingHint')} target={character.closing} keys={CLOSINGS}
        path={`${path}.closing`} lang={lang} />
      <DraftText target={character} field="echo" path={`${path}.echo`} rows={3} lang={lang} label={t('engine.fields.echo')}
        hint={t('engine.echoHint')} onEdit={scriptEdited} />
    </fieldset>
  );
}
