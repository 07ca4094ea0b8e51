import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Checkbox } from '../../../components/FormField';
import { blankAnswer, blankConcern, type CharacterDraft, type ConcernDraft, type Lang, SETTLED_BY } from '../state/engine-draft';
import { scriptEdited } from '../state/editor.store';
import { DraftText, useServerError } from './fields';

/** The content pack's bounds: 1–8 concerns and 2–12 answers a character. */
const CONCERNS = { min: 1, max: 8 };
const ANSWERS = { min: 2, max: 12 };

function SettledBy({ concern, path }: { concern: ConcernDraft; path: string }) {
  const { t } = useTranslation('scenarioAdmin');
  const snap = useSnapshot(concern);
  const error = useServerError(path);
  return (
    <fieldset className="scn-fieldset scn-settled">
      <legend>{t('engine.fields.settledBy')}</legend>
      <div className="scn-checks">
        {SETTLED_BY.map((way) => (
          <Checkbox key={way} label={t(`engine.settledBy.${way}`)} checked={snap.settledBy.includes(way)} onChange={(e) => {
            concern.settledBy = e.target.checked ? [...concern.settledBy.filter((w) => w !== way), way] : concern.settledBy.filter((w) => w !== way);
            scriptEdited();
          }} />
        ))}
      </div>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}

const removeButton = (label: string, onClick: () => void) => (
  <button type="button" className="btn btn-secondary btn-sm scn-delete" onClick={() => {
    onClick();
    scriptEdited();
  }}>{label}</button>
);

export function Concerns({ character, path, lang }: { character: CharacterDraft; path: string; lang: Lang }) {
  const { t } = useTranslation('scenarioAdmin');
  const snap = useSnapshot(character);
  const listError = useServerError(`${path}.concerns`, true);
  return (
    <fieldset className="scn-fieldset">
      <legend>{t('engine.fields.concerns')}</legend>
      <p className="field-hint">{t('engine.concernsHint')}</p>
      {snap.concerns.map((_, index) => {
        const concern = character.concerns[index]!;
        const at = `${path}.concerns.${index}`;
        return (
          <fieldset key={index} className="scn-item">
            <legend>{t('engine.concern', { n: index + 1 })}</legend>
            <DraftText target={concern} field="key" path={`${at}.key`} label={t('engine.fields.key')} hint={t('engine.keyHint')} onEdit={scriptEdited} />
            <DraftText target={concern} field="raise" path={`${at}.raise`} rows={3} lang={lang} label={t('engine.fields.raise')}
              hint={t('engine.linesHint')} onEdit={scriptEdited} />
            <DraftText target={concern} field="topics" path={`${at}.topics`} rows={2} lang={lang} label={t('engine.fields.topics')}
              hint={t('engine.topicsHint')} onEdit={scriptEdited} />
            <SettledBy concern={concern} path={`${at}.settledBy`} />
            {snap.concerns.length > CONCERNS.min &&
              removeButton(t('engine.removeConcern', { n: index + 1 }), () => character.concerns.splice(index, 1))}
          </fieldset>
        );
      })}
      {listError && <p className="field-error">{listError}</p>}
      {snap.concerns.length < CONCERNS.max && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => {
          character.concerns.push(blankConcern());
          scriptEdited();
        }}>{t('engine.addConcern')}</button>
      )}
    </fieldset>
  );
}

export function Answers({ character, path, lang }: { character: CharacterDraft; path: string; lang: Lang }) {
  const { t } = useTranslation('scenarioAdmin');
  const snap = useSnapshot(character);
  const listError = useServerError(`${path}.answers`, true);
  return (
    <fieldset className="scn-fieldset">
      <legend>{t('engine.fields.answers')}</legend>
      <p className="field-hint">{t('engine.answersHint')}</p>
      {snap.answers.map((_, index) => {
        const answer = character.answers[index]!;
        const at = `${path}.answers.${index}`;
        return (
          <fieldset key={index} className="scn-item">
            <legend>{t('engine.answer', { n: index + 1 })}</legend>
            <DraftText target={answer} field="topics" path={`${at}.topics`} rows={2} lang={lang} label={t('engine.fields.topics')}
              hint={t('engine.topicsHint')} onEdit={scriptEdited} />
            <DraftText target={answer} field="line" path={`${at}.line`} rows={2} lang={lang} label={t('engine.fields.line')} onEdit={scriptEdited} />
            {snap.answers.length > ANSWERS.min &&
              removeButton(t('engine.removeAnswer', { n: index + 1 }), () => character.answers.splice(index, 1))}
          </fieldset>
        );
      })}
      {listError && <p className="field-error">{listError}</p>}
      {snap.answers.length < ANSWERS.max && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => {
          character.answers.push(blankAnswer());
          scriptEdited();
        }}>{t('engine.addAnswer')}</button>
      )}
    </fieldset>
  );
}
