import type { PlayerOverview } from '@wl/contracts';
import { type ComponentType, Suspense } from 'react';
import { LinksTab } from './LinksTab';
import { NotesTab } from './NotesTab';
import { OverviewTab } from './OverviewTab';
import { RecordsTab } from './RecordsTab';
import { SessionsTab } from './SessionsTab';
import { isRecordTab, type ViewTab } from './view-tabs';

/** Tabs another feature draws (the app passes them in): the responsible-gambling, verification and link-graph tabs. */
export type PlayerPanels = Partial<Record<ViewTab, ComponentType<{ merchant: string; account: string }>>>;

type Props = { tab: ViewTab; merchant: string; overview: PlayerOverview; panels?: PlayerPanels };

/** The open tab's content. */
export const PlayerTabPanel = ({ tab, merchant, overview, panels }: Props) => {
  const account = overview.player.account;
  const Panel = panels?.[tab];
  if (Panel) {
    return (
      <Suspense
        fallback={
          <div className="loading" role="status" aria-live="polite">
            <span className="loading__bar" />
          </div>
        }
      >
        <Panel merchant={merchant} account={account} />
      </Suspense>
    );
  }
  if (isRecordTab(tab)) return <RecordsTab merchant={merchant} account={account} tab={tab} />;
  if (tab === 'sessions') return <SessionsTab merchant={merchant} account={account} />;
  if (tab === 'links') return <LinksTab merchant={merchant} account={account} />;
  if (tab === 'notes') return <NotesTab merchant={merchant} account={account} />;
  return <OverviewTab overview={overview} />;
};
