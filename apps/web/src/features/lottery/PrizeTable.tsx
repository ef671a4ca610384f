import type { LotteryGame } from '@wl/contracts';
import { keno } from '@wl/house-games';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { Fact } from '../../components/Fact';
import { LoadingCover } from '../../components/LoadingCover';
import { Money } from '../../shared/money';
import { useOdds } from './api';
import { LottoPanel } from './LottoPanel';
import { kenoPayTable } from './keno-pick';
import { oddsText } from './slip';
import './keno.css';

/**
 * The game's prize table: every bet type it takes, what wins it, and the merchant's odds (per prize rank where the
 * rank matters, 4D; per count of numbers drawn for keno, with its return to player), with the stake limits. The same odds the server locks on a ticket at placement and settles by.
 */
export const PrizeTable = ({ game }: { game: LotteryGame }) => {
  const { t, i18n } = useTranslation();
  const odds = useOdds(game.gameCode);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (odds.isPending) return <LoadingCover />;
  if (odds.isError) return <ErrorText error={odds.error} />;
  const { entries, limits } = odds.data;
  const rows = game.betTypes.flatMap((bt) => {
    // A rank at zero odds does not pay (4D Small pays the first three prizes only): not a line of the table.
    const lines = entries.filter((e) => e.betType === bt && e.oddsMilli > 0);
    return lines.map((e, i) => ({ e, first: i === 0, span: lines.length }));
  });
  return (
    <LottoPanel id="prizes" testId="lottery-prize-table" title={t('lottery.prizeTable.title')}>
      <p className="muted">{t('lottery.prizeTable.intro')}</p>
      {rows.length === 0 ? (
        <EmptyState text={t('lottery.prizeTable.none')} />
      ) : (
        <div className="table-wrap">
          <table className="lotto-prizes">
            <thead>
              <tr>
                <th scope="col">{t('lottery.prizeTable.betType')}</th>
                <th scope="col">{t('lottery.prizeTable.rule')}</th>
                <th scope="col">{t('lottery.prizeTable.rank')}</th>
                <th scope="col">{t('lottery.prizeTable.odds')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ e, first, span }) => (
                <tr
                  key={`${e.betType}-${e.rank ?? ''}-${e.hits ?? ''}`}
                  data-testid={`prize-${e.betType}${e.rank ? `-${e.rank}` : ''}${e.hits != null ? `-${e.hits}` : ''}`}
                >
                  {first ? (
                    <>
                      <th scope="row" rowSpan={span}>
                        {t(`lottery.betType.${e.betType}`)}
                      </th>
                      <td rowSpan={span}>
                        {t(`lottery.betHelp.${e.betType}`)}
                        {keno.isKeno(e.betType) ? (
                          <span className="lotto-prizes__rtp muted" data-testid="prize-rtp">
                            {t('lottery.keno.rtp', { value: percent.format(kenoPayTable(entries, keno.spotsOf(e.betType)).rtp) })}
                          </span>
                        ) : null}
                      </td>
                    </>
                  ) : null}
                  <td>
                    {e.rank
                      ? t(`lottery.rank.${e.rank}`)
                      : e.hits != null
                        ? t('lottery.keno.hits', { count: e.hits })
                        : t('lottery.prizeTable.anyRank')}
                  </td>
                  <td>
                    <bdi dir="ltr" data-testid="prize-odds">
                      ×{oddsText(e.oddsMilli)}
                    </bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="lotto-prizes__limits" data-testid="prize-limits">
        <Fact label={t('lottery.prizeTable.minStake')}>
          <Money minor={limits.minStake} />
        </Fact>
        <Fact label={t('lottery.prizeTable.perNumber')}>
          <Money minor={limits.maxStakePerNumber} />
        </Fact>
        <Fact label={t('lottery.prizeTable.perDraw')}>
          <Money minor={limits.maxStakePerDraw} />
        </Fact>
      </dl>
    </LottoPanel>
  );
};
