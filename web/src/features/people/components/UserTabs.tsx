import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Tabs } from '../../../components/Tabs';
import { selectTab, userState } from '../state/user.store';
import { TABS } from '../state/user-lists';
import { ActivityTab } from './ActivityTab';
import { LoginsTab } from './LoginsTab';
import { MessagesTab } from './MessagesTab';

const PANELS = { activity: ActivityTab, messages: MessagesTab, logins: LoginsTab } as const;

/** SPEC §2: Activity, Messages, Logins; each tab loads when first shown and keeps its filters. */
export function UserTabs() {
  const { t } = useTranslation('people');
  const { tab } = useSnapshot(userState);
  const Panel = PANELS[tab];
  return (
    <section className="wa-panel" aria-label={t('tabs.label')}>
      <Tabs label={t('tabs.label')} idPrefix="user" selected={tab} onSelect={selectTab}
        tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}>
        <Panel />
      </Tabs>
    </section>
  );
}
