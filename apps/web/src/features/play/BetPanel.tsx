import { BACCARAT_BETS, type BaccaratBetKind, type HouseBet, type HouseGame, MAX_LINES } from '@wl/house-games';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/money';
import { type BetForm, buildBet, isClientSeed, newClientSeed } from './bets';

const initialForm = (game: HouseGame): BetForm => {
  if (game === 'slot') return { game, lineBet: '0.40', lines: MAX_LINES };
  if (game === 'dice') return { game, stake: '1.00', target: '50.00', direction: 'under' };
  return { game, bets: { player: '1.00' } };
};

const LINE_CHOICES = Array.from({ length: MAX_LINES }, (_, i) => i + 1);

type Props = {
  game: HouseGame;
  /** The committed hash the next round will be played against. */
  nextHash: string | undefined;
  busy: boolean;
  clientSeed: string;
  onClientSeed: (seed: string) => void;
  onPlay: (bet: HouseBet) => void;
};

/** The bet controls of one house game, the total stake, the client seed and the hash of the coming round. */
export const BetPanel = ({ game, nextHash, busy, clientSeed, onClientSeed, onPlay }: Props) => {
  const { t } = useTranslation();
  const fmt = useMoney();
  const [form, setForm] = useState<BetForm>(() => initialForm(game));
  const check = buildBet(form);
  const seedOk = isClientSeed(clientSeed);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (check.ok && seedOk && !busy) onPlay(check.bet);
  };
  const amountField = (label: string, value: string, set: (v: string) => void, testId: string) => (
    <label className="field" key={testId}>
      <span>{label}</span>
      <input inputMode="decimal" value={value} onChange={(e) => set(e.target.value)} data-testid={testId} dir="ltr" />
    </label>
  );
  return (
    <form className="bet-panel" onSubmit={submit} data-testid="bet-panel" noValidate>
      <div className="bet-panel__fields">
        {form.game === 'slot' ? (
          <>
            {amountField(t('play.lineBet'), form.lineBet, (lineBet) => setForm({ ...form, lineBet }), 'bet-line')}
            <label className="field">
              <span>{t('play.lines')}</span>
              <select value={form.lines} onChange={(e) => setForm({ ...form, lines: Number(e.target.value) })} data-testid="bet-lines">
                {LINE_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        {form.game === 'dice' ? (
          <>
            {amountField(t('houseGames.stake'), form.stake, (stake) => setForm({ ...form, stake }), 'bet-stake')}
            {amountField(t('play.targetPercent'), form.target, (target) => setForm({ ...form, target }), 'bet-target')}
            <fieldset className="bet-panel__dir">
              <legend>{t('play.direction')}</legend>
              {(['under', 'over'] as const).map((direction) => (
                <button
                  key={direction}
                  type="button"
                  className={`chip${form.direction === direction ? ' chip--active' : ''}`}
                  aria-pressed={form.direction === direction}
                  onClick={() => setForm({ ...form, direction })}
                  data-testid={`bet-${direction}`}
                >
                  {t(`play.${direction}`)}
                </button>
              ))}
            </fieldset>
          </>
        ) : null}
        {form.game === 'baccarat'
          ? BACCARAT_BETS.map((kind: BaccaratBetKind) =>
              amountField(
                t(`houseGames.baccarat.${kind}`),
                form.bets[kind] ?? '',
                (v) => setForm({ ...form, bets: { ...form.bets, [kind]: v } }),
                `bet-${kind}`,
              ),
            )
          : null}
        <label className="field bet-panel__seed-field">
          <span>{t('houseGames.fair.clientSeed')}</span>
          <span className="bet-panel__seed">
            <input
              value={clientSeed}
              onChange={(e) => onClientSeed(e.target.value.trim())}
              maxLength={64}
              aria-invalid={!seedOk}
              data-testid="bet-client-seed"
              dir="ltr"
            />
            <button type="button" className="btn btn--sm" onClick={() => onClientSeed(newClientSeed())}>
              {t('play.newSeed')}
            </button>
          </span>
        </label>
      </div>
      <p className="bet-panel__hash">
        <span>{t('play.nextHash')}</span>{' '}
        <code className="hg-mono" data-testid="house-next-hash">
          {nextHash ?? '…'}
        </code>
      </p>
      <div className="bet-panel__go">
        <span className="bet-panel__total">
          {t('play.totalStake')} <bdi data-testid="bet-total">{check.ok ? fmt(check.total) : '—'}</bdi>
        </span>
        <button type="submit" className="btn btn--primary" disabled={!check.ok || !seedOk || busy || !nextHash} data-testid="house-play">
          {busy ? t('play.playing') : t(`play.go.${game}`)}
        </button>
      </div>
      {!check.ok ? (
        <p className="form-error" role="alert" data-testid="bet-problem">
          {t(`play.errors.${check.problem}`)}
        </p>
      ) : !seedOk ? (
        <p className="form-error" role="alert">
          {t('play.errors.clientSeed')}
        </p>
      ) : null}
    </form>
  );
};
