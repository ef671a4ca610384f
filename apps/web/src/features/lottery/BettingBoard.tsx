import { zodResolver } from '@hookform/resolvers/zod';
import {
  type LotteryBetType,
  type LotteryDrawSummary,
  type LotteryGame,
  type OddsEntry,
  parseToMinor,
  placeBetsValue,
} from '@wl/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import { Money } from '../../shared/money';
import { useSystem } from '../../shared/system';
import { usePlaceBets } from './api';
import { FieldError } from './FieldError';
import { KenoPicker } from './KenoPicker';
import { kenoTypeOf } from './keno-pick';
import { OddsLine } from './OddsLine';
import { Picker } from './Picker';
import { checkLine, linesOfPick, newRequestId, oddsOf, type SlipLine, slipProblem, slipTotals } from './slip';
import { type SlipForm, slipForm } from './slip-form';
import { ChaseFields, SlipLines, SlipTotals } from './SlipParts';

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
  // Keno has no bet type tabs: the count of numbers picked makes the type (KENO1…KENO10).
  const isKeno = game.format === 'KENO';
  const lineType = isKeno ? kenoTypeOf(picked) : betType;
  const typeOdds = oddsOf(odds, betType);

  const chooseType = (bt: LotteryBetType) => {
    setBetType(bt);
    setPicked([]);
    setPickError(null);
  };

  const addToSlip = form.handleSubmit((v) => {
    const stake = (parseToMinor(v.stake, decimals) as bigint).toString();
    const made = linesOfPick(lineType, picked);
    if (made.length === 0) {
      setPickError('lottery.numbers_invalid');
      return;
    }
    for (const nums of made) {
      const bad = checkLine(lineType, nums);
      if (bad) {
        setPickError(bad);
        return;
      }
    }
    setPickError(null);
    setPlaced(null);
    setLines((ls) => [...ls, ...made.map((numbers) => ({ key: newRequestId(), betType: lineType, numbers, stake }))]);
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
        {isKeno ? (
          <KenoPicker picked={picked} setPicked={setPicked} odds={odds} />
        ) : (
          <>
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
          </>
        )}
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
        <SlipLines lines={lines} odds={odds} onRemove={(key) => setLines((ls) => ls.filter((x) => x.key !== key))} />
        <ChaseFields register={form.register} on={chaseOn} error={errs.chaseDraws?.message} />
        <SlipTotals totals={totals} />
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
