import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, type OpsPromotionDefinition, promotionsOpsApi } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorText } from '../../components/ErrorText';
import { QueryState } from '../../components/QueryState';
import { majorOf, minorOfText, wholeOf } from '../../shared/amount-text';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { loyaltyKeys } from './loyalty-keys';

type Prize = { amount: string; weight: string };

/** One raffle's prizes and draws per player, edited in place; the rest of the promotion is kept as it is. */
const RaffleEditor = ({ merchant, d, canEdit }: { merchant: string; d: OpsPromotionDefinition; canEdit: boolean }) => {
  const { t, i18n } = useTranslation();
  const fmt = useFormat();
  const { currency } = useMerchantFacts();
  const client = useQueryClient();
  const drawsId = useId();
  const [prizes, setPrizes] = useState<Prize[]>(() => d.prizes.map((p) => ({ amount: majorOf(p.amount), weight: String(p.weight) })));
  const [draws, setDraws] = useState(String(d.perMemberLimit));
  const [problem, setProblem] = useState(false);
  const [saved, setSaved] = useState(false);
  const uptake = useQuery({
    queryKey: ['loyalty', merchant, 'raffle-uptake', d.id],
    queryFn: ({ signal }) => call(promotionsOpsApi.uptake, { params: { code: merchant, id: d.id }, signal }),
  });
  const save = useMutation({
    mutationFn: (input: CallInput<typeof promotionsOpsApi.update>) => call(promotionsOpsApi.update, input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: loyaltyKeys.raffle(merchant, d.id) });
      setSaved(true);
    },
  });
  const weights = prizes.map((p) => wholeOf(p.weight, 1, 1_000_000) ?? 0);
  const total = weights.reduce((a, b) => a + b, 0);
  const set = (i: number, k: keyof Prize, v: string) => {
    setSaved(false);
    setPrizes((ps) => ps.map((p, j) => (j === i ? { ...p, [k]: v } : p)));
  };
  const remove = (i: number) => {
    setSaved(false);
    setPrizes((ps) => ps.filter((_, j) => j !== i));
  };
  const add = () => {
    setSaved(false);
    setPrizes((ps) => [...ps, { amount: '0.00', weight: '1' }]);
  };
  const submit = () => {
    const list = prizes.map((p) => ({ amount: minorOfText(p.amount), weight: wholeOf(p.weight, 1, 1_000_000) }));
    const limit = wholeOf(draws, 1, 1000);
    const bad = list.length === 0 || limit === null || list.some((p) => p.amount === null || p.weight === null);
    setProblem(bad);
    if (bad) return;
    const { id, ...rest } = d;
    save.mutate({
      params: { code: merchant, id },
      body: { ...rest, perMemberLimit: limit, prizes: list.map((p) => ({ amount: p.amount as string, weight: p.weight as number })) },
    });
  };
  return (
    <section className="panel stack" data-testid="loyalty-raffle">
      <h2>{(i18n.language.startsWith('ur') ? d.title.UR : undefined) ?? d.title.EN}</h2>
      <QueryState query={uptake}>
        {(u) => (
          <dl className="facts">
            <div>
              <dt>{t('loyalty.raffle.claims')}</dt>
              <dd>{fmt.number(u.claims)}</dd>
            </div>
            <div>
              <dt>{t('loyalty.raffle.players')}</dt>
              <dd>{fmt.number(u.uniquePlayers)}</dd>
            </div>
            <div>
              <dt>{t('loyalty.raffle.paid')}</dt>
              <dd>{formatMoney(u.bonusGranted, currency)}</dd>
            </div>
            <div>
              <dt>{t('loyalty.raffle.budget')}</dt>
              <dd>
                {u.budget === null
                  ? t('loyalty.raffle.noBudget')
                  : `${formatMoney(u.budgetUsed, currency)} / ${formatMoney(u.budget, currency)}`}
              </dd>
            </div>
          </dl>
        )}
      </QueryState>
      <div className="field loyalty-narrow">
        <label htmlFor={drawsId}>{t('loyalty.raffle.draws')}</label>
        <input
          id={drawsId}
          value={draws}
          readOnly={!canEdit}
          inputMode="numeric"
          onChange={(e) => {
            setSaved(false);
            setDraws(e.target.value);
          }}
        />
      </div>
      <div className="table-wrap">
        <table className="table loyalty-grid">
          <caption className="visually-hidden">{t('loyalty.raffle.prizes')}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col" className="num">
                {t('loyalty.raffle.amount')}
              </th>
              <th scope="col" className="num">
                {t('loyalty.raffle.weight')}
              </th>
              <th scope="col" className="num">
                {t('loyalty.raffle.chance')}
              </th>
              {canEdit ? <th scope="col">{t('loyalty.common.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {prizes.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the position is the identity
              <tr key={i} data-testid="raffle-prize">
                <td data-label="#">{fmt.number(i + 1)}</td>
                {(['amount', 'weight'] as const).map((k) => (
                  <td key={k} data-label={t(`loyalty.raffle.${k}`)} className="num">
                    <input
                      className="cell-input"
                      value={p[k]}
                      readOnly={!canEdit}
                      inputMode="decimal"
                      aria-label={`${t(`loyalty.raffle.${k}`)} ${i + 1}`}
                      onChange={(e) => set(i, k, e.target.value)}
                      data-testid={`raffle-${k}-${i}`}
                    />
                  </td>
                ))}
                <td data-label={t('loyalty.raffle.chance')} className="num">
                  {total > 0 ? `${fmt.number(Math.round(((weights[i] ?? 0) / total) * 1000) / 10)}%` : '—'}
                </td>
                {canEdit ? (
                  <td data-label={t('loyalty.common.actions')}>
                    <button type="button" className="btn btn--small btn--danger-quiet" onClick={() => remove(i)}>
                      {t('loyalty.common.remove')}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem ? (
        <p className="msg msg--error" role="alert">
          {t('loyalty.raffle.problems')}
        </p>
      ) : null}
      <ErrorText error={save.error} />
      {saved ? (
        <p className="msg msg--ok" role="status" data-testid="raffle-saved">
          {t('loyalty.common.saved')}
        </p>
      ) : null}
      {canEdit ? (
        <div className="actions actions--start">
          <button type="button" className="btn" disabled={prizes.length >= 20} onClick={add}>
            {t('loyalty.raffle.addPrize')}
          </button>
          <button type="button" className="btn btn--primary" onClick={submit} disabled={save.isPending} data-testid="raffle-save">
            {save.isPending ? t('common.working') : t('loyalty.raffle.save')}
          </button>
        </div>
      ) : null}
    </section>
  );
};

/** The raffles (promotions drawn as a raffle): pick one, see its draws and cost, edit its prizes. */
export const RaffleTab = ({ merchant, canEdit }: { merchant: string; canEdit: boolean }) => {
  const { t } = useTranslation();
  const pickId = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const list = useQuery({
    queryKey: loyaltyKeys.raffles(merchant),
    queryFn: ({ signal }) => call(promotionsOpsApi.list, { params: { code: merchant }, signal }),
    select: (v) => v.list.filter((p) => p.trigger === 'RAFFLE'),
  });
  const raffles = list.data ?? [];
  const id = picked ?? raffles[0]?.id ?? null;
  const definition = useQuery({
    queryKey: loyaltyKeys.raffle(merchant, id ?? 0),
    queryFn: ({ signal }) => call(promotionsOpsApi.definition, { params: { code: merchant, id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
  return (
    <QueryState query={list}>
      {(rs) => (
        <div className="stack">
          <div className="loyalty-head">
            {rs.length > 0 ? (
              <div className="field loyalty-narrow">
                <label htmlFor={pickId}>{t('loyalty.raffle.pick')}</label>
                <select id={pickId} value={id ?? ''} onChange={(e) => setPicked(Number(e.target.value))} data-testid="raffle-pick">
                  {rs.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.title}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <p className="muted">{t('loyalty.raffle.none')}</p>
            )}
            {canEdit ? (
              <Link className="btn" to="/promotions?edit=new">
                {t('loyalty.raffle.new')}
              </Link>
            ) : null}
          </div>
          {id !== null ? (
            <QueryState query={definition}>{(d) => <RaffleEditor key={d.id} merchant={merchant} d={d} canEdit={canEdit} />}</QueryState>
          ) : null}
        </div>
      )}
    </QueryState>
  );
};
