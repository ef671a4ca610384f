import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gameCategories, loyaltyOpsApi, type OpsRebateSettings, rebateModes } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { loyaltyKeys } from './loyalty-keys';
import { type RateGrid, rateGridOf, ratesOf } from './loyalty-rows';

type Mode = OpsRebateSettings['mode'];

/** The rebate rates per product type and VIP level (percent of valid bet), and how they are paid out. */
const RebatesEditor = ({
  merchant,
  initial,
  levels,
  canEdit,
}: {
  merchant: string;
  initial: OpsRebateSettings;
  levels: number[];
  canEdit: boolean;
}) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const modeId = useId();
  const [mode, setMode] = useState<Mode>(initial.mode);
  const [grid, setGrid] = useState<RateGrid>(() => rateGridOf(initial, gameCategories, levels));
  const [badCells, setBadCells] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: OpsRebateSettings) => call(loyaltyOpsApi.setRebates, { params: { code: merchant }, body }),
    onSuccess: (value) => {
      client.setQueryData(loyaltyKeys.rebates(merchant), value);
      setSaved(true);
    },
  });
  const set = (category: string, level: number, text: string) => {
    setSaved(false);
    setGrid((g) => ({ ...g, [category]: { ...g[category], [level]: text } }));
  };
  const submit = () => {
    const r = ratesOf(grid);
    setBadCells(r.ok ? [] : r.cells);
    if (r.ok) save.mutate({ mode, rates: r.rates });
  };
  const levelName = (l: number) => (l === 0 ? t('loyalty.rebates.notVip') : t('loyalty.rebates.level', { level: l }));
  return (
    <section className="panel stack" data-testid="loyalty-rebates">
      <h2>{t('loyalty.rebates.title')}</h2>
      <p className="muted">{t('loyalty.rebates.intro')}</p>
      <div className="field loyalty-narrow">
        <label htmlFor={modeId}>{t('loyalty.rebates.mode')}</label>
        <select
          id={modeId}
          value={mode}
          disabled={!canEdit}
          onChange={(e) => {
            setSaved(false);
            setMode(e.target.value as Mode);
          }}
          data-testid="rebates-mode"
        >
          {rebateModes.map((m) => (
            <option key={m} value={m}>
              {t(`loyalty.rebates.modes.${m}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="table-wrap">
        <table className="table loyalty-grid">
          <caption className="visually-hidden">{t('loyalty.rebates.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('loyalty.rebates.category')}</th>
              {levels.map((l) => (
                <th key={l} scope="col" className="num">
                  {levelName(l)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {gameCategories.map((c) => (
              <tr key={c} data-testid={`rebate-row-${c}`}>
                <th scope="row">{t(`loyalty.categories.${c}`)}</th>
                {levels.map((l) => (
                  <td key={l} data-label={levelName(l)} className="num">
                    <input
                      className="cell-input"
                      value={grid[c]?.[l] ?? ''}
                      readOnly={!canEdit}
                      inputMode="decimal"
                      placeholder="—"
                      aria-label={`${t(`loyalty.categories.${c}`)}, ${levelName(l)} (%)`}
                      aria-invalid={badCells.includes(`${c}:${l}`) ? true : undefined}
                      onChange={(e) => set(c, l, e.target.value)}
                      data-testid={`rebate-${c}-${l}`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {badCells.length > 0 ? (
        <p className="msg msg--error" role="alert">
          {t('loyalty.rebates.problems')}
        </p>
      ) : null}
      <ErrorText error={save.error} />
      {saved ? (
        <p className="msg msg--ok" role="status" data-testid="rebates-saved">
          {t('loyalty.common.saved')}
        </p>
      ) : null}
      {canEdit ? (
        <div className="actions actions--start">
          <button type="button" className="btn btn--primary" onClick={submit} disabled={save.isPending} data-testid="rebates-save">
            {save.isPending ? t('common.working') : t('loyalty.rebates.save')}
          </button>
        </div>
      ) : null}
    </section>
  );
};

export const RebatesTab = ({ merchant, canEdit }: { merchant: string; canEdit: boolean }) => {
  const rebates = useQuery({
    queryKey: loyaltyKeys.rebates(merchant),
    queryFn: ({ signal }) => call(loyaltyOpsApi.rebates, { params: { code: merchant }, signal }),
  });
  const vip = useQuery({
    queryKey: loyaltyKeys.vip(merchant),
    queryFn: ({ signal }) => call(loyaltyOpsApi.vipLevels, { params: { code: merchant }, signal }),
  });
  return (
    <QueryState query={rebates}>
      {(r) => (
        <QueryState query={vip}>
          {(v) => {
            const levels = [...new Set([0, ...v.levels.map((l) => l.level), ...r.rates.map((x) => x.vipLevel)])].sort((a, b) => a - b);
            return <RebatesEditor merchant={merchant} initial={r} levels={levels} canEdit={canEdit} />;
          }}
        </QueryState>
      )}
    </QueryState>
  );
};
