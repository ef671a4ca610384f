/**
 * What the layout walk measures on a screen besides sideways scroll (issue 36): runs in the page, so it is one
 * self-contained function with no imports. Each problem is one line naming the element by its text.
 *
 * - spills: text running out of its box into what is beside it (a box that shows overflow, with content wider than
 *   itself: the winners' game name into the date);
 * - clipped: a button, label or badge whose text is wider than its box (scrollWidth > clientWidth), or a control in a
 *   header bar (sticky or fixed) cut sideways by an ancestor's edge: a bar shows its controls whole, it never scrolls
 *   them sideways;
 * With a dialog open, only the dialog is looked at (the page under it is covered on purpose).
 * - overlap: two controls or badges drawn over each other, partly (a star or a badge placed wholly on a tile is the
 *   design; two badges colliding, or a badge half over a button, is not);
 * - covered: a floating (fixed) element lying on text or a control of the page, with the page at its top and at its
 *   end (so a floating button needs a place where nothing is under it, not only room after the last line).
 */
export const layoutProblems = async (): Promise<string[]> => {
  const out: string[] = [];
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const name = (el: Element) => {
    const text = ((el as HTMLElement).innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ');
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
    return `${el.tagName.toLowerCase()}${cls} "${text.slice(0, 30)}"`;
  };
  const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && el.getClientRects().length > 0;
  type Box = { l: number; t: number; r: number; b: number };
  const meet = (a: Box, b: Box): Box => ({
    l: Math.max(a.l, b.l),
    t: Math.max(a.t, b.t),
    r: Math.min(a.r, b.r),
    b: Math.min(a.b, b.b),
  });
  const area = (x: Box) => Math.max(0, x.r - x.l) * Math.max(0, x.b - x.t);
  const boxOf = (el: Element): Box => {
    const r = el.getBoundingClientRect();
    return { l: r.left, t: r.top, r: r.right, b: r.bottom };
  };
  /** The part of an element its clipping ancestors let through (a scroller's hidden part is not on screen). */
  const seen = (el: Element): Box => {
    let box = boxOf(el);
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') box = meet(box, boxOf(p));
      if (s.position === 'fixed') break;
    }
    return box;
  };
  const inBar = (el: Element) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const pos = getComputedStyle(p).position;
      if (pos === 'sticky' || pos === 'fixed') return true;
    }
    return false;
  };

  const root: Element = document.querySelector('dialog:modal') ?? document.body;
  const controls = [...root.querySelectorAll('button, a.btn, [role="tab"], label, [class*="badge"], .chip')].filter(shown);
  for (const el of controls) {
    const h = el as HTMLElement;
    if (h.clientWidth > 0 && h.scrollWidth > h.clientWidth + 1 && h.innerText.trim()) out.push(`clipped ${name(el)}`);
    else if (inBar(el)) {
      const b = boxOf(el);
      const v = seen(el);
      if (b.r > b.l && v.b > v.t && v.r - v.l < b.r - b.l - 2) out.push(`clipped in a bar ${name(el)}`);
    }
  }

  for (const el of root.querySelectorAll('*')) {
    const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    const h = el as HTMLElement;
    if (!own && !(el.children.length === 1 && el.firstElementChild?.tagName === 'BDI')) continue;
    if (h.clientWidth === 0 || h.scrollWidth <= h.clientWidth + 1 || !shown(el)) continue;
    if (getComputedStyle(el).overflowX === 'visible' && !controls.includes(el)) out.push(`spills ${name(el)}`);
  }

  const marks = [...root.querySelectorAll('a, button, input, select, textarea, [role="button"], [class*="badge"]')]
    .filter(shown)
    .map((el) => ({ el, box: seen(el) }))
    .filter((m) => area(m.box) > 0);
  for (let i = 0; i < marks.length; i++) {
    for (let j = i + 1; j < marks.length; j++) {
      const a = marks[i]!;
      const b = marks[j]!;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const o = meet(a.box, b.box);
      if (area(o) >= area(a.box) - 1 || area(o) >= area(b.box) - 1) continue;
      if (o.r - o.l > 2 && o.b - o.t > 2) out.push(`overlap ${name(a.el)} × ${name(b.el)}`);
    }
  }

  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const floating = [...(root === document.body ? document.querySelectorAll('body *') : [])].filter((el) => {
    if (getComputedStyle(el).position !== 'fixed' || !shown(el)) return false;
    // overlays and drawers (a dialog, the menu's backdrop) cover the page on purpose, and so does the progress bar of a
    // screen still loading
    return area(boxOf(el)) < vw * vh * 0.25 && !el.closest('[role="progressbar"]');
  });
  if (floating.length > 0) {
    const content = [...document.querySelectorAll('body *')].filter((el) => {
      if (floating.some((f) => f.contains(el))) return false;
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      return (own || el.matches('a, button, input, select, textarea')) && shown(el);
    });
    const start = window.scrollY;
    for (const y of [0, document.documentElement.scrollHeight]) {
      window.scrollTo(0, y);
      await frame();
      for (const f of floating) {
        const fb = boxOf(f);
        for (const el of content) {
          const o = meet(fb, seen(el));
          if (o.r - o.l > 2 && o.b - o.t > 2) out.push(`covered ${name(el)} under ${name(f)} (${y === 0 ? 'top' : 'end'})`);
        }
      }
    }
    window.scrollTo(0, start);
  }
  return [...new Set(out)];
};
