import type { LotteryBetType } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanTyped, gridNumbers, pickerOf } from './slip';

/** The picker of one bet type: a number grid, a typed number, or (fast big/small/odd/even) nothing to pick. */
export const Picker = ({ betType, picked, setPicked }: { betType: LotteryBetType; picked: string[]; setPicked: (p: string[]) => void }) => {
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
