import { CardHand, DiceSet } from '@wl/game-ui';
import { cardLabel } from './cardLabel';
import { useStudio } from './context';

/**
 * A table result drawn with game-ui's cards and dice. Who won is said only once the round is settled on screen (when
 * the result line, balance and session figures change with it), never while the cards are still being dealt.
 */
export const TableOutcome = ({
  table,
  result,
  shown,
  settled,
}: {
  table: string;
  result: Record<string, unknown> | null;
  shown: number;
  settled: boolean;
}) => {
  const { t } = useStudio();
  const winner = settled ? (result?.winner as string | undefined) : undefined;
  const hand = (title: string, cards: unknown, won: boolean, id: string) => (
    <CardHand title={title} cards={(cards as number[]) ?? []} shown={shown} total={null} won={won} cardLabel={cardLabel} testId={id} />
  );
  if (table === 'roulette')
    return (
      <div className={`studio-wheel is-${settled ? ((result?.colour as string) ?? 'idle') : 'idle'}`} data-testid="studio-wheel">
        {settled && result ? String(result.number) : '–'}
      </div>
    );
  if (table === 'sicBo')
    return (
      <DiceSet
        count={3}
        values={(result?.dice as number[]) ?? [1, 1, 1]}
        rolling={!settled}
        label={settled && result ? String(result.summary) : ''}
      />
    );
  const pairs: Record<string, [string, string, string, string]> = {
    baccarat: ['player', 'banker', 'player', 'banker'],
    dragonTiger: ['dragon', 'tiger', 'dragon', 'tiger'],
    teenPatti: ['player', 'dealer', 'player', 'dealer'],
    andarBahar: ['andar', 'bahar', 'andar', 'bahar'],
  };
  const [a, b, ka, kb] = pairs[table] ?? ['player', 'banker', 'player', 'banker'];
  const one = (v: unknown) => (typeof v === 'number' ? [v] : v);
  return (
    <div className="studio-cards" data-testid="studio-table-result" data-winner={winner ?? ''}>
      {table === 'andarBahar' && result ? hand(t('spots.joker'), [result.joker], false, 'hand-joker') : null}
      {hand(t(`spots.${a}`), one(result?.[ka]), winner === a, 'hand-a')}
      {hand(t(`spots.${b}`), one(result?.[kb]), winner === b, 'hand-b')}
      <p>{winner ? t('table.winner', { spot: t(`spots.${winner}`) }) : '\u00a0'}</p>
    </div>
  );
};
