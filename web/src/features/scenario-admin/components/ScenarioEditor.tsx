import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { Tabs } from '../../../components/Tabs';
import { focusFirstInvalid } from '../../../lib/validation';
import { closeEditor, editorState, saveScenario } from '../state/editor.store';
import type { Lang } from '../state/engine-draft';
import { PLACE_OF, validateScenario } from '../state/scenario-form';
import { placeOf } from '../state/server-issues';
import { CommonFields } from './CommonFields';
import { EngineSection } from './EngineSection';
import { IssueList } from './IssueList';
import { LanguageFields } from './LanguageFields';
import { ProblemAlert } from './ProblemAlert';

/** Which language tabs hold a problem, so their names can say so before they are opened. */
function useTabsInError(): Set<Lang> {
  const { submitted, form, issues } = useSnapshot(editorState);
  const places = [
    ...(submitted ? Object.keys(validateScenario(form)).map((field) => PLACE_OF[field as keyof typeof PLACE_OF]) : []),
    ...issues.map((issue) => placeOf(issue.path)),
  ];
  return new Set((['en', 'ru'] as const).filter((lang) => places.includes(lang)));
}

/** SPEC §2's create/edit modal: English and Russian tabs, the shared fields, and the engine's content. */
export function ScenarioEditor() {
  const { t } = useTranslation('scenarioAdmin');
  const { scenario, tab, saving, failure, issues, focusRequest } = useSnapshot(editorState);
  const formRef = useRef<HTMLFormElement>(null);
  const inError = useTabsInError();
  // After the tab (or the Advanced section) holding the first problem has rendered, it takes the focus.
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  const tabs = (['en', 'ru'] as const).map((key) => {
    const label = t(`editor.tabs.${key}`);
    return { key, label: inError.has(key) ? t('editor.tabInError', { tab: label }) : label };
  });

  return (
    <Modal
      title={scenario ? t('editor.editTitle') : t('editor.createTitle')}
      onClose={closeEditor}
      size="wide"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={closeEditor}>{t('common:actions.cancel')}</button>
          <button type="submit" form="scenario-form" className="btn btn-primary" disabled={saving}>
            {saving && <Spinner size="sm" />}
            {t(saving ? 'editor.saving' : 'editor.save')}
          </button>
        </>
      }
    >
      <form id="scenario-form" ref={formRef} className="form scn-form" noValidate onSubmit={(event) => {
        event.preventDefault();
        void saveScenario();
      }}>
        {failure !== null && (
          <ProblemAlert error={failure} fallbackKey="scenarioAdmin:editor.failed">
            {issues.length > 0 && <IssueList />}
          </ProblemAlert>
        )}
        {scenario && <p className="scn-editing">{t('editor.editing', { id: scenario.id })}</p>}
        <Tabs label={t('editor.languages')} tabs={tabs} selected={tab} onSelect={(key) => (editorState.tab = key)} idPrefix="scn-lang">
          <LanguageFields lang={tab} />
        </Tabs>
        <CommonFields />
        <EngineSection />
      </form>
    </Modal>
  );
}
