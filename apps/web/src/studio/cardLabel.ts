/** How a card is named to assistive technology: its rank and suit. */
export const cardLabel = (rank: string, suit: string) => `${rank} ${suit}`;
