import { type RefObject, useEffect } from 'react';

/**
 * Brings an element (a live table's result) wholly into the game's stage when `key` changes to something: the stage
 * scrolls, never the page, so on a screen too short for the whole table the result still comes where the player
 * looks. Nothing moves when the element is already in view.
 */
export const useInStage = (ref: RefObject<HTMLElement | null>, key: string | null) => {
  useEffect(() => {
    const el = ref.current;
    const stage = el?.closest('.gu-shell__stage');
    if (!key || !el || !stage) return;
    const s = stage.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    if (r.bottom > s.bottom) stage.scrollTop += Math.min(r.bottom - s.bottom, r.top - s.top);
    else if (r.top < s.top) stage.scrollTop -= s.top - r.top;
  }, [ref, key]);
};
