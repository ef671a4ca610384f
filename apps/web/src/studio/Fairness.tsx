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
