import type { HouseRound, VerifyResult } from '@wl/house-games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './fairness-panel.css';
import { checkRound, type FairCommitment } from '../lib/fairness';

type Props = { commitment: FairCommitment; round: HouseRound | null };

/** The provably-fair proof: the hash before the round, the revealed seed and an in-browser verify after it. */
export const FairnessPanel = ({ commitment, round }: Props) => {
  const { t } = useTranslation();
  // A check belongs to the round it was made for: the next round starts unchecked.
  const [checked, setChecked] = useState<{ round: HouseRound; result: VerifyResult } | null>(null);
  const result = checked && checked.round === round ? checked.result : null;
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
            onClick={() => setChecked({ round, result: checkRound(round, commitment) })}
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
