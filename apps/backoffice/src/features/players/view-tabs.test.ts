import { playerTabs } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { enFlat, urFlat } from '../../i18n/flat-packs.test-helpers';
import { isRecordTab, tabFromParam, viewTabs, visibleTabs } from './view-tabs';

describe('player 360 tabs', () => {
  it('read the tab from the address and fall back to the overview', () => {
    expect(tabFromParam('bets')).toBe('bets');
    expect(tabFromParam('nothing')).toBe('overview');
    expect(tabFromParam(null)).toBe('overview');
  });

  it('include every record tab of the server and name each in both packs', () => {
    for (const tab of playerTabs) expect(viewTabs).toContain(tab);
    for (const tab of viewTabs) {
      expect(enFlat[`players.tabs.${tab}`], tab).toBeTruthy();
      expect(urFlat[`players.tabs.${tab}`], tab).toBeTruthy();
    }
    expect(viewTabs.filter(isRecordTab)).toEqual(['transactions', 'bets', 'money', 'bonuses', 'messages', 'audit']);
  });

  it('show the responsible-gambling tab only to a role that may view protection', () => {
    expect(visibleTabs(['players.view'])).not.toContain('protection');
    expect(visibleTabs(['players.view', 'protection.view', 'kyc.view'])).toEqual([...viewTabs]);
  });

  it('show the verification tab only to a role that may view KYC', () => {
    expect(visibleTabs(['players.view', 'protection.view'])).not.toContain('kyc');
    expect(visibleTabs(['players.view', 'kyc.view'])).toContain('kyc');
  });

  it('show the link graph to every role that opens the player, beside the linked accounts', () => {
    const tabs = visibleTabs(['players.view']);
    expect(tabs).toContain('graph');
    expect(tabs.indexOf('graph')).toBe(tabs.indexOf('links') + 1);
  });
});
