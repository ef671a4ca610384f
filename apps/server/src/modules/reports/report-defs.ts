import type { ReportGrouping, ReportKind } from '@wl/contracts';
import type { Grouped } from './reports-read.repo';

/** The keys of bets with no game (or a game outside the catalogue, no category): explicit, never an empty key. */
export const NO_GAME = '(no game)';
export const NO_CATEGORY = '(no category)';

const ggrSums = { bets: 'bets', rollbacks: 'rollbacks', stake: 'stake', payout: 'payout', ggr: 'stake - payout' };
const byGgr = 'sum(stake - payout) DESC, 1';
/** The players' report's sums (its hours' and its periods' columns; ggr is stake less payout): the ranking's too. */
const moneySums = {
  stake: 'stake',
  payout: 'payout',
  ggr: 'stake - payout',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  bonus: 'bonus',
};
export const playerSums = { bets: 'bets', ...moneySums };
/** Members and agents: by GGR, then by id (the key as a number, not as text). */
const byGgrId = (col: string) => `sum(stake - payout) DESC, ${col}`;

/** Bonus cost (granted less forfeited) and rebates, the part of NGR not in the play tables. */
export const costSums = { table: 'report_cost_hours', sums: { bonus: 'granted - forfeited', rebate: 'rebate' } };

/** Which aggregate table and grouping each report and grouping reads (retention reads its own table). */
export const groupedOf = (report: Exclude<ReportKind, 'retention'>, by: ReportGrouping | null): Grouped => {
  switch (report) {
    case 'ggr':
      return {
        table: 'report_game_hours',
        // Rows written before the labels kept an empty key: read under the label too.
        key:
          by === 'vendor'
            ? 'vendor'
            : by === 'category'
              ? `coalesce(nullif(category, ''), '${NO_CATEGORY}')`
              : `coalesce(nullif(game, ''), '${NO_GAME}')`,
        sums: ggrSums,
        order: by === 'day' ? '1' : byGgr,
      };
    case 'payments':
      return {
        table: 'report_money_hours',
        key: 'method',
        sums: {
          deposits: 'deposits',
          depositAmount: 'deposit_amount',
          withdrawals: 'withdrawals',
          withdrawalAmount: 'withdrawal_amount',
          net: 'deposit_amount - withdrawal_amount',
        },
        order: by === 'day' ? '1' : 'sum(deposit_amount) DESC, 1',
      };
    case 'ftd':
      return {
        table: 'report_signup_hours',
        key: '',
        sums: { registrations: 'registrations', ftd: 'ftd', ftdAmount: 'ftd_amount' },
        order: '1',
      };
    case 'players':
      return {
        table: 'report_member_hours',
        key: 'member_id',
        sums: playerSums,
        order: byGgrId('member_id'),
      };
    case 'agents':
      return {
        table: 'report_agent_hours',
        key: 'agent_id',
        sums: { players: 'players', ...moneySums, rebate: 'rebate' },
        order: byGgrId('agent_id'),
      };
    case 'promotions':
      return {
        table: 'report_cost_hours',
        key: "source || ':' || promotion_id",
        sums: { grants: 'grants', granted: 'granted', forfeited: 'forfeited', rebate: 'rebate', cost: 'granted - forfeited + rebate' },
        order: 'sum(granted - forfeited + rebate) DESC, 1',
      };
  }
};

/** Reports read a page at a time (the others answer every row on page 1). */
export const isPaged = (report: ReportKind, by: ReportGrouping | null) =>
  report === 'players' || report === 'agents' || report === 'promotions' || (report === 'ggr' && by === 'game');
