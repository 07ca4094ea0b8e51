import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { verificationState } from '../state/verification.store';
import type { VerifyTab } from '../state/verification-rules';
import { SendPanel } from './SendPanel';
import { TokenForm } from './TokenForm';

const TABS = ['send', 'verify'] as const satisfies readonly VerifyTab[];
type Tab = VerifyTab;

/**
 * SPEC §2: Send Verification and Verify Token; a successful send moves to Verify. WAI-ARIA tabs,
 * arrow keys included. `initialTab`: the one the link asked for (the banner's "Enter code": Verify).
 */
export function VerifyTabs({ initialTab = 'send' }: { initialTab?: Tab }) {
  const { t } = useTranslation('verification');
  const { sentTo } = useSnapshot(verificationState);
  const [tab, setTab] = useState<Tab>(initialTab);
  const [justSent, setJustSent] = useState(false);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (next: Tab, focus = false) => {
    setTab(next);
    if (focus) buttons.current[TABS.indexOf(next)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      select(event.key === 'Home' ? TABS[0] : TABS[TABS.length - 1]!, true);
    } else if (step) {
      event.preventDefault();
      select(TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!, true);
    }
  };

  return (
    <div className="verification-tabs">
      <div role="tablist" aria-label={t('tabs.label')} className="verify-tab-list" onKeyDown={onKeyDown}>
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="verify-tab"
            onClick={() => select(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} className="verify-tab-panel">
        {tab === 'send' ? (
          <SendPanel manual onSent={() => { setJustSent(true); select('verify', true); }} />
        ) : (
          <>
            {justSent && sentTo && <Alert variant="success">{t('send.sent', { email: sentTo })}</Alert>}
            <TokenForm />
          </>
        )}
      </div>
    </div>
  );
}
