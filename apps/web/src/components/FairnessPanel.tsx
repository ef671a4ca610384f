import type { HouseRound, VerifyResult } from '@wl/house-games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './fairness-panel.css';
import { checkRound, type FairCommitment } from '../lib/fairness';

const roundKey = (r: HouseRound) => `${r.fairness.serverSeedHash}:${r.fairness.nonce}`;

type Props = { commitment: FairCommitment; round: HouseRound | null };

/** The provably-fair proof: the hash before the round, the revealed seed and an in-browser verify after it. */
export const FairnessPanel = ({ commitment, round }: Props) => {
  const { t } = useTranslation();
  // A check belongs to the round it was made for: the next round starts unchecked. Rounds are told apart by their
  // proof, not by object identity, so a parent that rebuilds the same round on re-render keeps the result shown.
  const [checked, setChecked] = useState<{ key: string; result: VerifyResult } | null>(null);
  const key = round ? roundKey(round) : null;
  const result = checked && checked.key === key ? checked.result : null;
  return (
    <section className="hg-fair" aria-labelledby="hg-fair-title" data-testid="house-fairness">
      <h2 id="hg-fair-title" className="hg-fair__title">
        {t('houseGames.fair.title')}
      </h2>
      <dl className="hg-fair__list">
        <dt>{t('houseGames.fair.serverSeedHash')}</dt>
        <dd className="hg-mono" data-testid="house-seed-hash">
          {commitment.serverSeedHash}
        </dd>
        <dt>{t('houseGames.fair.clientSeed')}</dt>
        <dd className="hg-mono">{commitment.clientSeed}</dd>
        <dt>{t('houseGames.fair.nonce')}</dt>
        <dd className="hg-mono">{commitment.nonce}</dd>
        <dt>{t('houseGames.fair.serverSeed')}</dt>
        <dd className={round ? 'hg-mono' : 'hg-fair__hidden'} data-testid="house-seed">
          {round ? round.fairness.serverSeed : t('houseGames.fair.hiddenUntilEnd')}
        </dd>
      </dl>
      {round ? (
        <div className="hg-fair__verify">
          <button
            type="button"
            className="btn btn--primary"
            data-testid="house-verify"
            onClick={() => setChecked({ key: roundKey(round), result: checkRound(round, commitment) })}
          >
            {t('houseGames.fair.verify')}
          </button>
          {result ? (
            <p className={result.valid ? 'hg-fair__ok' : 'hg-fair__bad'} role="status" data-testid="house-verify-result">
              {result.valid
                ? t('houseGames.fair.valid')
                : !result.hashMatches
                  ? t('houseGames.fair.hashMismatch')
                  : t('houseGames.fair.outcomeMismatch')}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="hg-fair__note">{t('houseGames.fair.before')}</p>
      )}
    </section>
  );
};
