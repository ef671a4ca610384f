import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointValue, loyaltyOpsApi } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { majorOf, minorOfText, wholeOf } from '../../shared/amount-text';
import { loyaltyKeys } from './loyalty-keys';
import { call } from '../../shared/client';

type OpsPointSettings = EndpointValue<typeof loyaltyOpsApi.pointSettings>;
type Tier = { minPoints: string; points: string; amount: string };

/** How points are earned (points per amount of valid bet) and the exchange-rate table of points to cash, with the rules text. */
export const PointSettingsPanel = ({ merchant, initial, canEdit }: { merchant: string; initial: OpsPointSettings; canEdit: boolean }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = useId();
  const [perUnit, setPerUnit] = useState(String(initial.pointsPerUnit));
  const [unit, setUnit] = useState(majorOf(initial.unit));
  const [tiers, setTiers] = useState<Tier[]>(() =>
    initial.exchange.map((x) => ({ minPoints: String(x.minPoints), points: String(x.points), amount: majorOf(x.amount) })),
  );
  const [rulesEn, setRulesEn] = useState(initial.rules.EN ?? '');
  const [rulesUr, setRulesUr] = useState(initial.rules.UR ?? '');
  const [problem, setProblem] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: OpsPointSettings) => call(loyaltyOpsApi.setPointSettings, { params: { code: merchant }, body }),
    onSuccess: (value) => {
      client.setQueryData(loyaltyKeys.points(merchant), value);
      setSaved(true);
    },
  });
  const touch = () => setSaved(false);
  const change = (set: (v: string) => void, v: string) => {
    touch();
    set(v);
  };
  const removeTier = (i: number) => {
    touch();
    setTiers((ts) => ts.filter((_, j) => j !== i));
  };
  const addTier = () => {
    touch();
    setTiers((ts) => [...ts, { minPoints: '1', points: '100', amount: '1.00' }]);
  };
  const submit = () => {
    const ppu = wholeOf(perUnit, 0, 1000);
    const u = minorOfText(unit);
    const exchange = tiers.map((x) => ({
      minPoints: wholeOf(x.minPoints, 1, 1_000_000_000),
      points: wholeOf(x.points, 1, 1_000_000_000),
      amount: minorOfText(x.amount),
    }));
    const bad =
      ppu === null || u === null || !rulesEn.trim() || exchange.some((x) => x.minPoints === null || x.points === null || x.amount === null);
    setProblem(bad);
    if (bad) return;
    save.mutate({
      pointsPerUnit: ppu,
      unit: u,
      exchange: exchange.map((x) => ({ minPoints: x.minPoints as number, points: x.points as number, amount: x.amount as string })),
      rules: rulesUr.trim() ? { EN: rulesEn.trim(), UR: rulesUr.trim() } : { EN: rulesEn.trim() },
    });
  };
  const setTier = (i: number, k: keyof Tier, v: string) => {
    touch();
    setTiers((ts) => ts.map((x, j) => (j === i ? { ...x, [k]: v } : x)));
  };
  return (
    <section className="panel stack" data-testid="loyalty-points">
      <h2>{t('loyalty.points.title')}</h2>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${id}-ppu`}>{t('loyalty.points.pointsPerUnit')}</label>
          <input
            id={`${id}-ppu`}
            value={perUnit}
            readOnly={!canEdit}
            inputMode="numeric"
            onChange={(e) => change(setPerUnit, e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-unit`}>{t('loyalty.points.unit')}</label>
          <input id={`${id}-unit`} value={unit} readOnly={!canEdit} inputMode="decimal" onChange={(e) => change(setUnit, e.target.value)} />
          <p className="field__hint">{t('loyalty.points.unitHint', { points: perUnit, unit })}</p>
        </div>
      </div>
      <h3>{t('loyalty.points.exchange')}</h3>
      <div className="table-wrap">
        <table className="table loyalty-grid">
          <caption className="visually-hidden">{t('loyalty.points.exchange')}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('loyalty.points.minPoints')}
              </th>
              <th scope="col" className="num">
                {t('loyalty.points.points')}
              </th>
              <th scope="col" className="num">
                {t('loyalty.points.amount')}
              </th>
              {canEdit ? <th scope="col">{t('loyalty.common.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {tiers.length === 0 ? (
              <tr className="table__empty">
                <td colSpan={4}>{t('loyalty.points.noTiers')}</td>
              </tr>
            ) : null}
            {tiers.map((x, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the position is the identity
              <tr key={i} data-testid="exchange-row">
                {(['minPoints', 'points', 'amount'] as const).map((k) => (
                  <td key={k} data-label={t(`loyalty.points.${k}`)} className="num">
                    <input
                      className="cell-input"
                      value={x[k]}
                      readOnly={!canEdit}
                      inputMode="decimal"
                      aria-label={`${t(`loyalty.points.${k}`)} ${i + 1}`}
                      onChange={(e) => setTier(i, k, e.target.value)}
                      data-testid={`exchange-${k}-${i}`}
                    />
                  </td>
                ))}
                {canEdit ? (
                  <td data-label={t('loyalty.common.actions')}>
                    <button type="button" className="btn btn--small btn--danger-quiet" onClick={() => removeTier(i)}>
                      {t('loyalty.common.remove')}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${id}-en`}>{t('loyalty.points.rulesEn')}</label>
          <textarea
            id={`${id}-en`}
            rows={5}
            dir="ltr"
            value={rulesEn}
            readOnly={!canEdit}
            onChange={(e) => change(setRulesEn, e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-ur`}>{t('loyalty.points.rulesUr')}</label>
          <textarea
            id={`${id}-ur`}
            rows={5}
            dir="rtl"
            value={rulesUr}
            readOnly={!canEdit}
            onChange={(e) => change(setRulesUr, e.target.value)}
          />
        </div>
      </div>
      {problem ? (
        <p className="msg msg--error" role="alert">
          {t('loyalty.points.problems')}
        </p>
      ) : null}
      <ErrorText error={save.error} />
      {saved ? (
        <p className="msg msg--ok" role="status" data-testid="points-saved">
          {t('loyalty.common.saved')}
        </p>
      ) : null}
      {canEdit ? (
        <div className="actions actions--start">
          <button type="button" className="btn" disabled={tiers.length >= 20} onClick={addTier}>
            {t('loyalty.points.addTier')}
          </button>
          <button type="button" className="btn btn--primary" onClick={submit} disabled={save.isPending} data-testid="points-save">
            {save.isPending ? t('common.working') : t('loyalty.points.save')}
          </button>
        </div>
      ) : null}
    </section>
  );
};
