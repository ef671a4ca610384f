import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

export const FALLBACK_GAME_ICON = '/img/default-game.svg';
export const FALLBACK_AVATAR = '/img/default-avatar.svg';
/** A transparent pixel shown until the image scrolls into view (no broken-image icon meanwhile). */
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  fallback?: string;
  /** The largest picture of the first screen (the lobby's first banner): fetched at once, first, not when seen. */
  priority?: boolean;
};

/**
 * Lazy image (spec section 9: threshold 0.1, one attempt): the real address is set once the image is 10 %
 * visible; a failed load switches once to the fallback image and never retries. A `priority` image is on screen
 * from the start: its address is set at once (no wait for the observer after the first render), fetched first.
 */
export const Img = ({ src, fallback = FALLBACK_GAME_ICON, alt = '', priority = false, ...rest }: Props) => {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(priority);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || priority) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [priority]);

  const shown = failed || !src ? fallback : visible ? src : PLACEHOLDER;
  return (
    <img
      ref={ref}
      {...rest}
      alt={alt}
      src={shown}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => {
        if (!failed) setFailed(true);
      }}
    />
  );
};
