import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import { Tabs } from '../../../components/Tabs';
import { editorState, retryEngine } from '../state/editor.store';
import { CastEditor } from './CastEditor';
import { ScriptEditor } from './ScriptEditor';

/** Where the scripts came from, and "Use the generic script" when there is something to give up. */
function ScriptSource() {
  const { t } = useTranslation('scenarioAdmin');
  const { engine } = useSnapshot(editorState);
  const { origin, useGeneric, scriptChanged } = engine;
  if (useGeneric) {
    return (
      <Alert variant="info">
        <p>{t('engine.genericChosen')}</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => (editorState.engine.useGeneric = false)}>{t('engine.keepScript')}</button>
      </Alert>
    );
  }
  return (
    <div className="scn-source">
      <p className="form-note">{t(`engine.origin.${origin}`)}</p>
      {(origin === 'script' || scriptChanged) && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => (editorState.engine.useGeneric = true)}>{t('engine.useGeneric')}</button>
      )}
    </div>
  );
}

/** The scripts, one tab a language, unless the generic script was chosen. */
function Scripts() {
  const { t } = useTranslation('scenarioAdmin');
  const { engine, scriptTab } = useSnapshot(editorState);
  // Read through the snapshot too, so a new draft (the detail arriving) re-renders the editors.
  if (!engine.scripts || engine.useGeneric) return null;
  const scripts = editorState.engine.scripts!;
  const tabs = (['en', 'ru'] as const).map((key) => ({ key, label: t(`engine.scriptTabs.${key}`) }));
  return (
    <Tabs label={t('engine.scripts')} tabs={tabs} selected={scriptTab} onSelect={(key) => (editorState.scriptTab = key)} idPrefix="scn-script">
      <ScriptEditor key={scriptTab} script={scripts[scriptTab]} lang={scriptTab} />
    </Tabs>
  );
}

/** SPEC brief's "Advanced: built-in engine content": the cast and the script the offline engine plays. */
export function EngineSection() {
  const { t } = useTranslation('scenarioAdmin');
  const { advancedOpen, engineStatus } = useSnapshot(editorState);
  return (
    <details className="scn-engine" open={advancedOpen} onToggle={(e) => (editorState.advancedOpen = e.currentTarget.open)}>
      <summary className="scn-engine-summary">{t('engine.title')}</summary>
      {advancedOpen && (
        <div className="scn-engine-body">
          <p className="form-note">{t('engine.intro')}</p>
          {engineStatus === 'loading' && <p className="scn-loading"><Spinner size="sm" /> {t('engine.loading')}</p>}
          {engineStatus === 'error' && (
            <div className="wa-problem">
              <Alert variant="error">{t('engine.failed')}</Alert>
              <button type="button" className="btn btn-secondary btn-sm" onClick={retryEngine}>{t('common:actions.retry')}</button>
            </div>
          )}
          {engineStatus === 'ready' && (
            <>
              <ScriptSource />
              <CastEditor />
              <Scripts />
            </>
          )}
        </div>
      )}
    </details>
  );
}
