import { useStudio } from './context';

/** The seeds of the last round (hash before, seed after): enough to recompute it. */
export const Fairness = ({ hash, seed, client, nonce }: { hash: string; seed?: string | null; client?: string; nonce?: number }) => {
  const { t } = useStudio();
  return (
    <details className="studio-fair" data-testid="studio-fair">
      <summary>{t('fair.hash')}</summary>
      <code data-testid="studio-seed-hash">{hash}</code>
      {seed ? (
        <>
          <p>{t('fair.seed')}</p>
          <code>{seed}</code>
          <p>
            {t('fair.client')}: <code>{client}</code> · {t('fair.nonce')}: {nonce}
          </p>
        </>
      ) : null}
    </details>
  );
};

type Seeds = { serverSeedHash: string; serverSeed?: string | null; clientSeed?: string; nonce?: number };

/** The seeds of the last finished round, or before one finishes the hash committed for the next (`hash`). */
export const RoundFairness = ({ last, hash }: { last: { fairness: Seeds } | null | undefined; hash: string }) => (
  <Fairness
    hash={last?.fairness.serverSeedHash ?? hash}
    seed={last?.fairness.serverSeed}
    client={last?.fairness.clientSeed}
    nonce={last?.fairness.nonce}
  />
);
