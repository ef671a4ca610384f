import { zodResolver } from '@hookform/resolvers/zod';
import {
  type LotteryBetType,
  type LotteryDrawSummary,
  type LotteryGame,
  MAX_CHASE_DRAWS,
  type OddsEntry,
  parseToMinor,
  placeBetsValue,
} from '@wl/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorTextKey } from '@wl/contracts';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import { Money } from '../../shared/money';
import { useSystem } from '../../shared/system';
import { usePlaceBets } from './api';
import {
  bestPayout,
  checkLine,
  cleanTyped,
  gridNumbers,
  linesOfPick,
  newRequestId,
  oddsOf,
  oddsText,
  pickerOf,
  type SlipLine,
  slipProblem,
  slipTotals,
} from './slip';

/** A field refused by its rule, in the coded text the server would answer with. */
const FieldError = ({ code, params = {} }: { code?: string; params?: Record<string, string | number> }) => {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p className="form-error" role="alert" data-testid="field-error" data-code={code}>
      {t(errorTextKey(code), params)}
    </p>
  );
};

/** The stake and chase fields; each rule's message is the code the server refuses the same input with. */
const slipForm = (decimals: number, min: bigint, max: bigint) =>
  z
    .object({
      stake: z.string().refine((s) => {
        const v = parseToMinor(s, decimals);
        return v !== null && v >= min && v <= max;
      }, 'lottery.stake_invalid'),
      chaseOn: z.boolean(),
      chaseDraws: z.coerce.number(),
      stopOnWin: z.boolean(),
    })
    .refine((v) => !v.chaseOn || (Number.isInteger(v.chaseDraws) && v.chaseDraws >= 2 && v.chaseDraws <= MAX_CHASE_DRAWS), {
      message: 'lottery.chase_too_long',
      path: ['chaseDraws'],
    });
type SlipForm = { stake: string; chaseOn: boolean; chaseDraws: number; stopOnWin: boolean };

const OddsLine = ({ entries }: { entries: OddsEntry[] }) => {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <p className="lotto-odds" data-testid="lottery-odds">
      <span className="muted">{t('lottery.odds')}</span>{' '}
      {entries.map((e) => (
        <span key={`${e.betType}-${e.rank ?? ''}`} className="lotto-odds__item">
          {e.rank ? `${t(`lottery.rank.${e.rank}`)} ` : ''}
          <bdi>×{oddsText(e.oddsMilli)}</bdi>
        </span>
      ))}
    </p>
  );
};

/** The picker of one bet type: a number grid, a typed number, or (fast big/small/odd/even) nothing to pick. */
const Picker = ({ betType, picked, setPicked }: { betType: LotteryBetType; picked: string[]; setPicked: (p: string[]) => void }) => {
  const { t } = useTranslation();
  const p = pickerOf(betType);
  const [typed, setTyped] = useState('');
  if (p.kind === 'choice') return <p className="muted">{t('lottery.pick.choice')}</p>;
  if (p.kind === 'typed') {
    const digits = p.digits ?? 4;
    const add = () => {
      if (typed.length === digits && !picked.includes(typed)) setPicked([...picked, typed]);
      setTyped('');
    };
    return (
      <div className="lotto-typed">
        <label className="field">
          <span>{t('lottery.pick.typed', { count: digits })}</span>
          <input
            inputMode="numeric"
            dir="ltr"
            value={typed}
            maxLength={digits}
            onChange={(e) => setTyped(cleanTyped(e.target.value, digits))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            data-testid="lottery-typed"
          />
        </label>
        <button type="button" className="btn btn--sm" onClick={add} disabled={typed.length !== digits} data-testid="lottery-typed-add">
          {t('lottery.pick.add')}
        </button>
        <div className="lotto-picked">
          {picked.map((n) => (
            <button key={n} type="button" className="chip chip--on" onClick={() => setPicked(picked.filter((x) => x !== n))}>
              <bdi>{n}</bdi> <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('lottery.pick.remove')}</span>
            </button>
          ))}
        </div>
      </div>
    );
  }
  const many = p.count > 1;
  const toggle = (n: string) => {
    if (picked.includes(n)) setPicked(picked.filter((x) => x !== n));
    else if (many && picked.length >= p.count) setPicked([...picked.slice(1), n]);
    else setPicked([...picked, n]);
  };
  return (
    <div>
      <p className="muted lotto-hint">{many ? t('lottery.pick.combo', { count: p.count }) : t('lottery.pick.single')}</p>
      <div className={`lotto-grid lotto-grid--${p.kind}`}>
        {gridNumbers(p.kind).map((n) => (
          <button
            key={n}
            type="button"
            className={`lotto-num${picked.includes(n) ? ' lotto-num--on' : ''}`}
            aria-pressed={picked.includes(n)}
            onClick={() => toggle(n)}
            data-testid={`lottery-num-${n}`}
          >
            <bdi>{n}</bdi>
          </button>
        ))}
      </div>
    </div>
  );
};

type Props = {
  game: LotteryGame;
  draw: LotteryDrawSummary | null;
  open: boolean;
  odds: OddsEntry[];
  limits: { minStake: string; maxStakePerNumber: string };
};

/** The betting board of a game: bet type tabs with the server's odds, the picker, and the slip with its totals and chase. */
export const BettingBoard = ({ game, draw, open, odds, limits }: Props) => {
  const { t } = useTranslation();
  const decimals = useSystem().brand?.currency.decimals ?? 2;
  const [betType, setBetType] = useState<LotteryBetType>(game.betTypes[0] as LotteryBetType);
  const [picked, setPicked] = useState<string[]>([]);
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<{ count: number; total: string } | null>(null);
  const place = usePlaceBets();
  // The draw the board bets on; after its cut-off the board moves to the next one and says so.
  const shownDraw = useRef(draw?.numero ?? null);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  useEffect(() => {
    const numero = draw?.numero ?? null;
    if (shownDraw.current && numero && numero !== shownDraw.current) setMovedTo(numero);
    shownDraw.current = numero;
  }, [draw?.numero]);
  const form = useForm<SlipForm>({
    resolver: zodResolver(slipForm(decimals, BigInt(limits.minStake), BigInt(limits.maxStakePerNumber))) as never,
    defaultValues: { stake: '10', chaseOn: false, chaseDraws: 3, stopOnWin: true },
    mode: 'onChange',
  });
  const chaseOn = form.watch('chaseOn');
  const chaseDraws = Number(form.watch('chaseDraws'));
  const totals = slipTotals(lines, chaseOn ? chaseDraws : 1);
  const typeOdds = oddsOf(odds, betType);

  const chooseType = (bt: LotteryBetType) => {
    setBetType(bt);
    setPicked([]);
    setPickError(null);
  };

  const addToSlip = form.handleSubmit((v) => {
    const stake = (parseToMinor(v.stake, decimals) as bigint).toString();
    const made = linesOfPick(betType, picked);
    if (made.length === 0) {
      setPickError('lottery.numbers_invalid');
      return;
    }
    for (const nums of made) {
      const bad = checkLine(betType, nums);
      if (bad) {
        setPickError(bad);
        return;
      }
    }
    setPickError(null);
    setPlaced(null);
    setLines((ls) => [...ls, ...made.map((numbers) => ({ key: newRequestId(), betType, numbers, stake }))]);
    setPicked([]);
  });

  const submit = form.handleSubmit((v) => {
    if (slipProblem(lines, { on: v.chaseOn, draws: Number(v.chaseDraws) })) return;
    const body = {
      gameCode: game.gameCode,
      ...(draw ? { drawId: draw.drawId } : {}),
      requestId: newRequestId(),
      bets: lines.map((l) => ({ betType: l.betType, numbers: l.numbers, stake: l.stake })),
      ...(v.chaseOn ? { chase: { draws: Number(v.chaseDraws), stopOnWin: v.stopOnWin } } : {}),
    };
    place.mutate(body, {
      onSuccess: (r) => {
        const value = placeBetsValue.parse(r);
        setPlaced({ count: value.tickets.length, total: value.totalStake });
        setLines([]);
      },
    });
  });

  const problem = slipProblem(lines, { on: chaseOn, draws: chaseDraws });
  const errs = form.formState.errors;

  return (
    <div className="lotto-board" data-testid="lottery-board">
      <div className="lotto-board__pick">
        <div className="chips lotto-types" role="tablist" aria-label={t('lottery.betTypes')}>
          {game.betTypes.map((bt) => (
            <button
              key={bt}
              type="button"
              role="tab"
              aria-selected={bt === betType}
              className={`chip${bt === betType ? ' chip--on' : ''}`}
              onClick={() => chooseType(bt)}
              data-testid={`lottery-type-${bt}`}
            >
              {t(`lottery.betType.${bt}`)}
            </button>
          ))}
        </div>
        <p className="muted lotto-hint">{t(`lottery.betHelp.${betType}`)}</p>
        <OddsLine entries={typeOdds} />
        <Picker key={betType} betType={betType} picked={picked} setPicked={setPicked} />
        <FieldError code={pickError ?? undefined} />
        <div className="lotto-stake">
          <label className="field">
            <span>{t('lottery.stake')}</span>
            <input inputMode="decimal" dir="ltr" {...form.register('stake')} data-testid="lottery-stake" />
          </label>
          <button type="button" className="btn btn--primary" onClick={addToSlip} disabled={!open} data-testid="lottery-add">
            {t('lottery.addToSlip')}
          </button>
        </div>
        <FieldError code={errs.stake?.message} />
        <p className="muted lotto-hint">
          {t('lottery.limits')} <Money minor={limits.minStake} /> – <Money minor={limits.maxStakePerNumber} />
        </p>
      </div>

      <aside className="lotto-slip" aria-labelledby="lotto-slip-title" data-testid="lottery-slip">
        <h2 id="lotto-slip-title" className="lotto-slip__title">
          {t('lottery.slip.title')}
        </h2>
        {lines.length === 0 ? (
          <p className="muted" data-testid="slip-empty">
            {t('lottery.slip.empty')}
          </p>
        ) : (
          <ul className="lotto-slip__lines">
            {lines.map((l) => (
              <li key={l.key} className="lotto-slip__line" data-testid="slip-line">
                <span>
                  <strong>{t(`lottery.betType.${l.betType}`)}</strong>{' '}
                  {l.numbers.map((n) => (
                    <bdi key={n} className="lotto-ball lotto-ball--sm">
                      {n}
                    </bdi>
                  ))}
                </span>
                <span className="lotto-slip__money">
                  <Money minor={l.stake} />
                  <small className="muted">
                    {t('lottery.slip.upTo')} <Money minor={bestPayout(l.stake, oddsOf(odds, l.betType)).toString()} />
                  </small>
                </span>
                <button
                  type="button"
                  className="icon-btn"
                  onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                  aria-label={t('lottery.slip.remove')}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <fieldset className="lotto-chase">
          <label className="check">
            <input type="checkbox" {...form.register('chaseOn')} data-testid="lottery-chase" /> {t('lottery.chase.on')}
          </label>
          {chaseOn ? (
            <div className="lotto-chase__opts">
              <label className="field">
                <span>{t('lottery.chase.draws')}</span>
                <input
                  type="number"
                  min={2}
                  max={MAX_CHASE_DRAWS}
                  dir="ltr"
                  {...form.register('chaseDraws')}
                  data-testid="lottery-chase-draws"
                />
              </label>
              <label className="check">
                <input type="checkbox" {...form.register('stopOnWin')} /> {t('lottery.chase.stopOnWin')}
              </label>
              <FieldError code={errs.chaseDraws?.message} />
            </div>
          ) : null}
        </fieldset>
        <dl className="lotto-totals" data-testid="slip-totals">
          <div>
            <dt>{t('lottery.slip.lines')}</dt>
            <dd>
              <bdi data-testid="slip-count">{totals.count}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('lottery.slip.perDraw')}</dt>
            <dd>
              <Money minor={totals.perDraw.toString()} />
            </dd>
          </div>
          <div>
            <dt>{t('lottery.slip.total')}</dt>
            <dd data-testid="slip-total">
              <Money minor={totals.total.toString()} />
            </dd>
          </div>
        </dl>
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={submit}
          disabled={!open || Boolean(problem) || place.isPending}
          data-testid="lottery-submit"
        >
          {open ? t('lottery.slip.submit') : t('lottery.closed')}
        </button>
        {movedTo ? (
          <FormMessage tone="info" testId="lottery-moved">
            {t('lottery.slip.moved')} <bdi>{movedTo}</bdi>
          </FormMessage>
        ) : null}
        {place.isError ? <ErrorText error={place.error} /> : null}
        {placed ? (
          <FormMessage tone="success" testId="lottery-placed">
            {t('lottery.slip.placed', { count: placed.count })} <Money minor={placed.total} />
          </FormMessage>
        ) : null}
      </aside>
    </div>
  );
};
