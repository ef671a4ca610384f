import { useEffect, useState } from 'react';

type Purifier = { sanitize: (html: string) => string };
let purifier: Promise<Purifier> | null = null;
/** DOMPurify is fetched the first time operator HTML is shown, so the home lobby's first bundle does not carry it. */
const loadPurifier = () => {
  purifier ??= import('dompurify').then((m) => m.default as Purifier);
  return purifier;
};

/**
 * Operator-written HTML (announcements, notices, help): rendered only after DOMPurify has sanitised it
 * (reliability.md); until then an empty, busy block stands in, never the raw HTML.
 */
export const SafeHtml = ({ html, className }: { html: string; className?: string }) => {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setClean(null);
    void loadPurifier().then((p) => {
      if (live) setClean(p.sanitize(html));
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return <div className={className} aria-busy="true" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised with DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
};
