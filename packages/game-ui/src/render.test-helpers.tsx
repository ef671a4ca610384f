import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { GameUiProvider } from './context';
import { createSoundEngine } from './sound/sound-engine';
import { createText, gameUiText } from './text/text';

const silent = createSoundEngine({ store: null, createContext: null });

/** Server-rendered markup of game-ui components in a language, silent and with motion on (for the render tests). */
export const renderUi = (node: ReactNode, lang: 'en' | 'ur' = 'en') =>
  renderToStaticMarkup(
    <GameUiProvider text={createText(gameUiText[lang])} sound={silent} reducedMotion={false}>
      {node}
    </GameUiProvider>,
  );
