import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loyaltyOpsApi, type OpsVipLevels } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { loyaltyKeys } from './loyalty-keys';
import { nextVipRow, type RowProblem, type VipRow, vipInputOf, vipRowsOf } from './loyalty-rows';

const columns: (keyof VipRow)[] = ['level', 'nameEn', 'nameUr', 'minDeposit', 'minValidBet', 'upgradeBonus', 'monthlyBonus', 'turnover'];
const numeric = new Set<keyof VipRow>(['level', 'minDeposit', 'minValidBet', 'upgradeBonus', 'monthlyBonus', 'turnover']);

/** The VIP levels and their rewards as one editable table; saving replaces the whole ladder. */
const VipEditor = ({ merchant, initial, canEdit }: { merchant: string; initial: OpsVipLevels; canEdit: boolean }) => {
  const { t } = useTranslation();
  const { currency } = useMerchantFacts();
  const client = useQueryClient();
  const [rows, setRows] = useState(() => vipRowsOf(initial));
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (value: OpsVipLevels) => call(loyaltyOpsApi.setVipLevels, { params: { code: merchant }, body: value }),
    onSuccess: (value) => {
      client.setQueryData(loyaltyKeys.vip(merchant), value);
      setRows(vipRowsOf(value));
      setSaved(true);
    },
  });
  const set = (i: number, field: keyof VipRow, value: string) => {
    setSaved(false);
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [field]: value } : r)));
  };
  const bad = (i: number, field: string) => problems.some((p) => p.row === i && p.field === field);
  const submit = () => {
    const r = vipInputOf(rows);
    setProblems(r.ok ? [] : r.problems);
    if (r.ok) save.mutate(r.value);
  };
  return (
    <section className="panel stack" data-testid="loyalty-vip">
      <h2>{t('loyalty.vip.title')}</h2>
      <p className="muted">{t('loyalty.vip.intro', { currency: currency ?? '' })}</p>
      <div className="table-wrap">
        <table className="table loyalty-grid">
          <caption className="visually-hidden">{t('loyalty.vip.title')}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className={numeric.has(c) ? 'num' : undefined}>
                  {t(`loyalty.vip.${c}`)}
                </th>
              ))}
              {canEdit ? <th scope="col">{t('loyalty.common.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the position is the identity
              <tr key={i} data-testid="vip-row">
                {columns.map((c) => (
                  <td key={c} data-label={t(`loyalty.vip.${c}`)} className={numeric.has(c) ? 'num' : undefined}>
                    <input
                      className="cell-input"
                      value={r[c]}
                      readOnly={!canEdit}
                      dir={c === 'nameUr' ? 'rtl' : c === 'nameEn' ? 'ltr' : undefined}
                      inputMode={numeric.has(c) ? 'decimal' : undefined}
                      aria-label={`${t(`loyalty.vip.${c}`)} ${i + 1}`}
                      aria-invalid={bad(i, c) ? true : undefined}
                      onChange={(e) => set(i, c, e.target.value)}
                      data-testid={`vip-${c}-${i}`}
                    />
                  </td>
                ))}
                {canEdit ? (
                  <td data-label={t('loyalty.common.actions')}>
                    <button
                      type="button"
                      className="btn btn--small btn--danger-quiet"
                      onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
                    >
                      {t('loyalty.common.remove')}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problems.length > 0 ? (
        <p className="msg msg--error" role="alert" data-testid="vip-problems">
          {t('loyalty.vip.problems')}
        </p>
      ) : null}
      <ErrorText error={save.error} />
      {saved ? (
        <p className="msg msg--ok" role="status" data-testid="vip-saved">
          {t('loyalty.common.saved')}
        </p>
      ) : null}
      {canEdit ? (
        <div className="actions actions--start">
          <button type="button" className="btn" onClick={() => setRows((rs) => [...rs, nextVipRow(rs)])} disabled={rows.length >= 100}>
            {t('loyalty.vip.add')}
          </button>
          <button type="button" className="btn btn--primary" onClick={submit} disabled={save.isPending} data-testid="vip-save">
            {save.isPending ? t('common.working') : t('loyalty.vip.save')}
          </button>
        </div>
      ) : null}
    </section>
  );
};

export const VipTab = ({ merchant, canEdit }: { merchant: string; canEdit: boolean }) => {
  const vip = useQuery({
    queryKey: loyaltyKeys.vip(merchant),
    queryFn: ({ signal }) => call(loyaltyOpsApi.vipLevels, { params: { code: merchant }, signal }),
  });
  return <QueryState query={vip}>{(v) => <VipEditor merchant={merchant} initial={v} canEdit={canEdit} />}</QueryState>;
};
