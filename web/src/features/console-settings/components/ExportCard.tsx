import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { DownloadIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { exportSystemData } from '../state/export-data';

/** SPEC §2 Export System Data: one JSON file of the whole system (no passwords, tokens or secrets in it). */
export function ExportCard() {
  const { t } = useTranslation('consoleSettings');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  async function run() {
    setState('busy');
    try {
      await exportSystemData();
      setState('done');
    } catch (error) {
      console.error('Account settings: the export failed', error);
      setState('failed');
    }
  }
  return (
    <section className="settings-section" aria-labelledby="console-export-title">
      <h2 id="console-export-title" className="settings-section-title">{t('export.title')}</h2>
      <p className="settings-section-intro">{t('export.intro')}</p>
      {state === 'done' && <Alert variant="success">{t('export.done')}</Alert>}
      {state === 'failed' && <Alert variant="error">{t('export.failed')}</Alert>}
      <button type="button" className="btn btn-secondary" onClick={() => void run()} disabled={state === 'busy'}>
        {state === 'busy' ? <Spinner size="sm" /> : <DownloadIcon size={18} />}
        {t(state === 'busy' ? 'export.busy' : 'export.button')}
      </button>
    </section>
  );
}
