import type { PlayerOverview } from '@wl/contracts';
import { LinksTab } from './LinksTab';
import { NotesTab } from './NotesTab';
import { OverviewTab } from './OverviewTab';
import { RecordsTab } from './RecordsTab';
import { SessionsTab } from './SessionsTab';
import { isRecordTab, type ViewTab } from './view-tabs';

type Props = { tab: ViewTab; merchant: string; overview: PlayerOverview };

/** The open tab's content. */
export const PlayerTabPanel = ({ tab, merchant, overview }: Props) => {
  const account = overview.player.account;
  if (isRecordTab(tab)) return <RecordsTab merchant={merchant} account={account} tab={tab} />;
  if (tab === 'sessions') return <SessionsTab merchant={merchant} account={account} />;
  if (tab === 'links') return <LinksTab merchant={merchant} account={account} />;
  if (tab === 'notes') return <NotesTab merchant={merchant} account={account} />;
  return <OverviewTab overview={overview} />;
};
