import { type BetRecord, historyRanges } from '@wl/contracts';
import { type HouseBet, type HouseOutcome, type HouseRound, hashServerSeed } from '@wl/house-games';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BetFilterFields } from '../../components/BetFilterFields';
import { DateTime } from '../../shared/datetime';
import { EmptyState } from '../../components/EmptyState';
import { Fact } from '../../components/Fact';
import { FairnessPanel } from '../../components/FairnessPanel';
import { Pager } from '../../components/Pager';
import { Money, toneClass } from '../../shared/money';
import { type BetFilters, type BetRange, useBetRecords } from './api';
import { RangeChips, Totals } from './RangeChips';
import './records.css';

const PAGE_SIZE = 20;

/** A played house round as the fairness panel checks it: the hash from the record, the revealed seed and result. */
const proofOf = (r: BetRecord) => {
  const p = r.proof;
  if (r.vendor !== 'HOUSE' || !p?.bet) return null;
  const bet = p.bet as unknown as HouseBet;
  const commitment = { game: bet.game, serverSeedHash: p.serverSeedHash, clientSeed: p.clientSeed ?? '', nonce: p.nonce };
  const round: HouseRound | null =
    p.serverSeed && p.outcome
      ? {
          bet,
          outcome: p.outcome as unknown as HouseOutcome,
          fairness: { serverSeed: p.serverSeed, serverSeedHash: p.serverSeedHash, clientSeed: p.clientSeed ?? '', nonce: p.nonce },
          stake: Number(r.stake),
          payout: Number(r.payout ?? 0),
        }
      : null;
  return { commitment, round };
};

/** A time, isolated so that Urdu (RTL) text around it does not reorder its parts. */
const When = ({ iso }: { iso: string }) => <DateTime value={iso} />;

const Cell = ({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) => (
  <div className={`bet__cell${className ? ` ${className}` : ''}`}>
    <span className="bet__label">{label}</span>
    <span className="bet__value">{children}</span>
  </div>
);

/** Where the game is listed: its sub-type tab when it has one (dice is an arcade game, not a slot), else its category. */
const listedUnder = (r: BetRecord, t: TFunction) => {
  if (r.gameClassify) return ` · ${t(`catalogue.subType.${r.gameClassify}`)}`;
  return r.category ? ` · ${t(`records.category.${r.category}`)}` : '';
};

/**
 * An outside vendor's round (the demo studio's): the hash published before it, the revealed seed, the player's seed and
 * the round number; the check here is that the revealed seed is the one committed to (its engine is the vendor's).
 */
const VendorProof = ({ r }: { r: BetRecord }) => {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<boolean | null>(null);
  const p = r.proof;
  if (!p?.serverSeed) return null;
  const seed = p.serverSeed;
  return (
    <section className="hg-fair" data-testid="vendor-fairness">
      <dl className="hg-fair__list">
        <dt>{t('houseGames.fair.serverSeedHash')}</dt>
        <dd className="hg-mono">{p.serverSeedHash}</dd>
        <dt>{t('houseGames.fair.clientSeed')}</dt>
        <dd className="hg-mono">{p.clientSeed}</dd>
        <dt>{t('houseGames.fair.nonce')}</dt>
        <dd className="hg-mono">{p.nonce}</dd>
        <dt>{t('houseGames.fair.serverSeed')}</dt>
        <dd className="hg-mono">{seed}</dd>
      </dl>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => setChecked(hashServerSeed(seed) === p.serverSeedHash)}
        data-testid="vendor-verify"
      >
        {t('houseGames.fair.verify')}
      </button>
      {checked === null ? null : (
        <p className={checked ? 'hg-fair__ok' : 'hg-fair__bad'} role="status" data-testid="vendor-verify-result">
          {checked ? t('records.seedMatches') : t('houseGames.fair.hashMismatch')}
        </p>
      )}
    </section>
  );
};

const BetRow = ({ r, open, toggle }: { r: BetRecord; open: boolean; toggle: () => void }) => {
  const { t } = useTranslation();
  const proof = proofOf(r);
  const vendorProof = r.vendor !== 'HOUSE' && !!r.proof?.serverSeed;
  return (
    <li className="bet" data-testid={`bet-${r.txId}`}>
      <div className="bet__summary">
        <Cell label={t('records.placedAt')}>
          <When iso={r.placedAt} />
        </Cell>
        <Cell label={t('records.game')} className="bet__game">
          <bdi>{r.gameName || r.gameCode}</bdi>
          <small className="muted">
            <bdi>{r.vendorName}</bdi>
            <span data-testid="bet-category">{listedUnder(r, t)}</span>
          </small>
        </Cell>
        <Cell label={t('records.stake')}>
          <span data-testid="bet-stake">
            <Money minor={r.stake} />
          </span>
        </Cell>
        <Cell label={t('records.payout')}>
          <span data-testid="bet-payout">{r.payout === null ? '—' : <Money minor={r.payout} />}</span>
        </Cell>
        <Cell label={t('records.net')} className={toneClass(r.net)}>
          {r.net === null ? '—' : <Money minor={r.net} sign />}
        </Cell>
        <Cell label={t('records.result')}>
          <span className={`status status--${r.result.toLowerCase()}`} data-testid="bet-result">
            {t(`records.resultOf.${r.result}`)}
          </span>
        </Cell>
        <div className="bet__actions">
          {proof || vendorProof ? (
            <button type="button" className="btn btn--sm" aria-expanded={open} onClick={toggle} data-testid="bet-proof-toggle">
              {open ? t('records.hideProof') : t('records.showProof')}
            </button>
          ) : null}
        </div>
      </div>
      {open && (proof || vendorProof) ? (
        <div className="bet__proof">
          <p className="muted">
            {t('records.txId')}: <bdi>{r.txId}</bdi>
            {r.settledAt ? (
              <>
                {' · '}
                {t('records.settledAt')}: <When iso={r.settledAt} />
              </>
            ) : null}
          </p>
          {proof ? <FairnessPanel commitment={proof.commitment} round={proof.round} /> : <VendorProof r={r} />}
        </div>
      ) : null}
    </li>
  );
};

/** personalHistoryCopy: my bets by date range, category and status, paged, with totals and house-round proofs. */
export const BetRecordsPage = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<BetRange>('7d');
  const [category, setCategory] = useState<NonNullable<BetFilters['category']>>('');
  const [status, setStatus] = useState<BetFilters['status']>('all');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { data, isPending } = useBetRecords({ range, category, status, pageNo, pageSize: PAGE_SIZE });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNo(1);
      setOpen(null);
    };
  return (
    <div className="wallet-page records" data-testid="bets-page">
      <div className="history-filters">
        <BetFilterFields category={category} status={status} onCategory={reset(setCategory)} onStatus={reset(setStatus)} testId="bets" />
        <RangeChips ranges={historyRanges} value={range} onChange={reset(setRange)} testId="bets-range" />
      </div>
      {data ? (
        <Totals
          testId="bets-totals"
          countLabel={t('records.count')}
          countTestId="bets-total-count"
          count={data.totals.count}
          stake={data.totals.stake}
          payout={data.totals.payout}
          netLabel={t('records.net')}
          net={data.totals.net}
        >
          {data.totals.pendingStake !== '0' ? (
            <Fact label={t('records.pendingStake')}>
              <Money minor={data.totals.pendingStake} />
            </Fact>
          ) : null}
        </Totals>
      ) : null}
      {data ? <p className="muted records__note">{t('records.totalsNote')}</p> : null}
      {isPending ? <p className="muted">…</p> : null}
      {data && data.list.length === 0 ? <EmptyState /> : null}
      {data && data.list.length > 0 ? (
        <ul className="bets" data-testid="bets-list">
          <li className="bets__head" aria-hidden="true">
            <span>{t('records.placedAt')}</span>
            <span>{t('records.game')}</span>
            <span>{t('records.stake')}</span>
            <span>{t('records.payout')}</span>
            <span>{t('records.net')}</span>
            <span>{t('records.result')}</span>
            <span />
          </li>
          {data.list.map((r) => (
            <BetRow key={r.txId} r={r} open={open === r.txId} toggle={() => setOpen(open === r.txId ? null : r.txId)} />
          ))}
        </ul>
      ) : null}
      {data ? <Pager pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} testId="bets" /> : null}
    </div>
  );
};
