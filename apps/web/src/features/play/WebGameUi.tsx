import { formatMinor } from '@wl/contracts';
import { createText, GameUiProvider, gameUiText } from '@wl/game-ui';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystem } from '../../shared/system';

/**
 * The game components' texts (packages/game-ui's own packs, loaded with the game page, not with the lobby), the
 * merchant's money format and the page's sound engine. The functions are stable so the game's effects (counting up a
 * win) do not restart.
 */
export const WebGameUi = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  const { brand } = useSystem();
  const decimals = brand?.currency.decimals ?? 2;
  const symbol = brand?.currency.symbol ?? '';
  const text = useMemo(() => createText(i18n.language === 'ur' ? gameUiText.ur : gameUiText.en), [i18n.language]);
  const money = useCallback(
    (minor: bigint) => `${minor < 0n ? '-' : ''}${symbol} ${formatMinor(minor < 0n ? -minor : minor, decimals, '')}`.trim(),
    [symbol, decimals],
  );
  return (
    <GameUiProvider text={text} money={money}>
      {children}
    </GameUiProvider>
  );
};
