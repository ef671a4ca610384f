import { useQuery } from '@tanstack/react-query';
import { type PlayerOverview, playersOpsApi } from '@wl/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { useMe } from '../../shared/me';
import { PlayerActions } from './PlayerActions';
import { PlayerHeader } from './PlayerHeader';
import { type PlayerPanels, PlayerTabPanel } from './PlayerTabPanel';
import { playerKeys } from './player-keys';
import { tabFromParam, type ViewTab, visibleTabs } from './view-tabs';
import '../../styles/players.css';

/** A player's 360 view: who they are, what staff may do about them, and every record about them in tabs. */
export const PlayerPage = ({ panels }: { panels?: PlayerPanels }) => {
  const { account = '' } = useParams();
  // Another player's view starts afresh (nothing shown in clear carries over).
  return <PlayerView key={account} account={account} panels={panels} />;
};

const PlayerView = ({ account, panels }: { account: string; panels?: PlayerPanels }) => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const tabs = visibleTabs(useMe().role.permissions);
  const [params, setParams] = useSearchParams();
  const asked = tabFromParam(params.get('tab'));
  const tab = tabs.includes(asked) ? asked : 'overview';
  const overview = useQuery({
    queryKey: playerKeys.overview(merchant, account),
    queryFn: ({ signal }) => call(playersOpsApi.overview, { params: { code: merchant, account }, signal }),
  });
  // The view in clear, only after an explicit, audited request; it stays on this page only.
  const [clear, setClear] = useState<PlayerOverview | null>(null);
  const open = (next: ViewTab) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true });
  // The tab row scrolls sideways when it is wider than the page: the open tab (a link may open the last one) shows.
  const tabList = useRef<HTMLDivElement>(null);
  const loaded = overview.isSuccess;
  useEffect(() => {
    const list = tabList.current;
    const current = loaded ? list?.querySelector(`#player-tab-${tab}`) : null;
    if (!list || !current) return;
    // Sideways only (scrollIntoView would move the page too); the deltas hold in both directions of writing.
    const outer = list.getBoundingClientRect();
    const inner = current.getBoundingClientRect();
    if (inner.right > outer.right) list.scrollLeft += inner.right - outer.right;
    else if (inner.left < outer.left) list.scrollLeft -= outer.left - inner.left;
  }, [tab, loaded]);

  return (
    <Page
      id="player"
      title={account}
      actions={
        <Link to="/players" className="btn btn--small" data-testid="player-back">
          {t('players.view.back')}
        </Link>
      }
    >
      <QueryState query={overview}>
        {(masked) => {
          // A lock or a new balance comes in masked; what was asked for in clear keeps its fields and takes the rest.
          const shown: PlayerOverview = clear
            ? { ...masked, player: { ...masked.player, ...pickClear(clear) }, banks: clear.banks, unmasked: true }
            : masked;
          return (
            <>
              <PlayerHeader overview={shown} />
              <PlayerActions merchant={merchant} overview={shown} onClear={setClear} />
              <div ref={tabList} className="tabs player-tabs" role="tablist" aria-label={t('players.view.tabs')}>
                {tabs.map((name) => (
                  <button
                    key={name}
                    type="button"
                    role="tab"
                    id={`player-tab-${name}`}
                    aria-selected={tab === name}
                    aria-controls="player-tab-panel"
                    className={tab === name ? 'tab tab--current' : 'tab'}
                    onClick={() => open(name)}
                    data-testid={`player-tab-${name}`}
                  >
                    {t(`players.tabs.${name}`)}
                  </button>
                ))}
              </div>
              <div
                id="player-tab-panel"
                role="tabpanel"
                aria-labelledby={`player-tab-${tab}`}
                className="player-panel"
                data-testid="player-tab-panel"
                data-tab={tab}
              >
                <PlayerTabPanel key={tab} tab={tab} merchant={merchant} overview={shown} panels={panels} />
              </div>
            </>
          );
        }}
      </QueryState>
    </Page>
  );
};

/** The fields the unmask call answers in clear. */
const pickClear = (o: PlayerOverview) => ({
  mobile: o.player.mobile,
  email: o.player.email,
  registerIp: o.player.registerIp,
});
