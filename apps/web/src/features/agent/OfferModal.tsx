import { type ContractKindName, type ContractView, contractKinds, contractModules, formatMinor, parseToMinor } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { useSystem } from '../../shared/system';
import { useDownlineContracts, useOffer, useRequestTermination } from './api';
import { rate } from './rate';
import { TiersTable } from './TiersTable';

type TierDraft = { min: string; active: string; rate: string };

/** Offer a contract to a direct downline agent, with the caller's own terms beside (the cap), or ask to end one. */
export const OfferModal = ({ account, onClose }: { account: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const { modules, brand } = useSystem();
  const decimals = brand?.currency.decimals ?? 2;
  const { data } = useDownlineContracts(account);
  const offer = useOffer();
  const end = useRequestTermination();
  const kinds = contractKinds.filter((k) => modules[contractModules[k]] === true && data?.own.some((c) => c.kind === k));
  const [kind, setKind] = useState<ContractKindName | ''>('');
  const chosen = kind || kinds[0] || '';
  const own = data?.own.find((c) => c.kind === chosen);
  const [tiers, setTiers] = useState<TierDraft[]>([{ min: '0', active: '0', rate: '' }]);
  const [bad, setBad] = useState(false);
  const submit = () => {
    if (!account || !chosen) return;
    const parsed = tiers.map((x) => ({
      min: parseToMinor(x.min || '0', decimals),
      active: Number(x.active || 0),
      rateBp: Math.round(Number(x.rate) * 100),
    }));
    if (parsed.some((p) => p.min === null || !Number.isInteger(p.active) || p.active < 0 || !Number.isFinite(p.rateBp) || p.rateBp < 0)) {
      setBad(true);
      return;
    }
    setBad(false);
    offer.mutate(
      {
        account,
        kind: chosen,
        cycle: chosen === 'DIVIDEND' ? (own?.cycle ?? 'DAILY') : null,
        tiers: parsed.map((p) => ({ min: String(p.min), active: p.active, rateBp: p.rateBp })),
      },
      { onSuccess: onClose },
    );
  };
  const fill = (c: ContractView) =>
    setTiers(c.tiers.map((x) => ({ min: formatMinor(x.min, decimals, '').replace(/,/g, ''), active: String(x.active), rate: '' })));
  return (
    <Modal
      open={account !== null}
      title={t('agent.offerTitle', { account: account ?? '' })}
      onClose={onClose}
      testId="offer-modal"
      size="md"
    >
      {data?.list.filter((c) => c.status === 'ACTIVE' || c.status === 'OFFERED').length ? (
        <ul className="agent-held">
          {data.list
            .filter((c) => c.status === 'ACTIVE' || c.status === 'OFFERED')
            .map((c) => (
              <li key={c.id}>
                {t(`agent.kind.${c.kind}`)} · {t(`agent.status.${c.status}`)} · {c.tiers.map((x) => rate(x.rateBp)).join(' / ')}
                {c.status === 'ACTIVE' && !c.pendingTermination ? (
                  <button type="button" className="btn btn--sm" onClick={() => end.mutate(c.id)} data-testid={`end-${c.kind}`}>
                    {t('agent.askEnd')}
                  </button>
                ) : null}
                {c.pendingTermination ? <small className="muted"> {t('agent.endAsked')}</small> : null}
              </li>
            ))}
        </ul>
      ) : null}
      {kinds.length === 0 ? (
        <p className="muted">{t('agent.noOwnContract')}</p>
      ) : (
        <form
          className="agent-offer"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label>
            {t('agent.kindLabel')}
            <select value={chosen} onChange={(e) => setKind(e.target.value as ContractKindName)} data-testid="offer-kind">
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`agent.kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
          {own ? (
            <div className="agent-own">
              <p className="muted">
                {t('agent.yourTerms')}
                {own.cycle ? ` · ${t(`agent.cycle.${own.cycle}`)}` : ''}{' '}
                <button type="button" className="link" onClick={() => fill(own)}>
                  {t('agent.useThresholds')}
                </button>
              </p>
              <TiersTable c={own} />
            </div>
          ) : null}
          <table className="agent-tier-edit">
            <thead>
              <tr>
                <th>{chosen === 'DIVIDEND' ? t('agent.minLoss') : t('agent.minValidBet')}</th>
                <th>{t('agent.activeMembers')}</th>
                <th>{t('agent.ratePercent')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {tiers.map((x, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own
                <tr key={i}>
                  <td>
                    <input
                      inputMode="decimal"
                      value={x.min}
                      aria-label={t('agent.minValidBet')}
                      onChange={(e) => setTiers(tiers.map((y, j) => (j === i ? { ...y, min: e.target.value } : y)))}
                      data-testid={`tier-min-${i}`}
                    />
                  </td>
                  <td>
                    <input
                      inputMode="numeric"
                      value={x.active}
                      aria-label={t('agent.activeMembers')}
                      onChange={(e) => setTiers(tiers.map((y, j) => (j === i ? { ...y, active: e.target.value } : y)))}
                      data-testid={`tier-active-${i}`}
                    />
                  </td>
                  <td>
                    <input
                      inputMode="decimal"
                      value={x.rate}
                      aria-label={t('agent.ratePercent')}
                      onChange={(e) => setTiers(tiers.map((y, j) => (j === i ? { ...y, rate: e.target.value } : y)))}
                      data-testid={`tier-rate-${i}`}
                      required
                    />
                  </td>
                  <td>
                    {tiers.length > 1 ? (
                      <button type="button" className="btn btn--sm" onClick={() => setTiers(tiers.filter((_, j) => j !== i))}>
                        {t('agent.remove')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {tiers.length < 12 ? (
            <button type="button" className="btn btn--sm" onClick={() => setTiers([...tiers, { min: '', active: '0', rate: '' }])}>
              {t('agent.addTier')}
            </button>
          ) : null}
          {bad ? <p className="form-error">{t('agent.badTier')}</p> : null}
          <ErrorText error={offer.error ?? end.error} />
          <button type="submit" className="btn btn--primary" disabled={offer.isPending} data-testid="offer-submit">
            {t('agent.sendOffer')}
          </button>
        </form>
      )}
    </Modal>
  );
};
