import { linkVias, type PlayerGraph } from '@wl/contracts';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GRAPH_SIZE, layoutGraph, RINGS, shortAccount } from './graph-layout';

/**
 * The linked accounts drawn: the player in the centre, one step out on the inner ring, two steps on the outer; edges
 * coloured by what links them (the legend names each); a ring marks accounts with open risk cases. The drawing stays
 * left to right in Urdu too (the table beside it carries the same data in the page's direction); it scrolls on a phone.
 */
export const GraphDrawing = ({ graph, account }: { graph: PlayerGraph; account: string }) => {
  const { t } = useTranslation();
  const { nodes, edges } = layoutGraph(graph);
  const c = GRAPH_SIZE / 2;
  // On a phone the drawing is wider than the page: it opens scrolled to the player in the centre.
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
  }, []);
  return (
    <figure className="risk-graph">
      <ul className="risk-legend" aria-label={t('risk.graph.legend')} data-testid="risk-graph-legend">
        {linkVias.map((via) => (
          <li key={via}>
            <span className={`risk-legend__line risk-via--${via}`} aria-hidden="true" />
            {t(`risk.graph.via.${via}`)}
          </li>
        ))}
        <li>
          <span className="risk-legend__dot risk-legend__dot--cases" aria-hidden="true" />
          {t('risk.graph.casesMark')}
        </li>
      </ul>
      <div ref={scroller} className="risk-graph__scroll" dir="ltr" data-testid="risk-graph-scroll">
        <svg
          className="risk-graph__svg"
          viewBox={`0 0 ${GRAPH_SIZE} ${GRAPH_SIZE}`}
          width={GRAPH_SIZE}
          height={GRAPH_SIZE}
          role="img"
          aria-label={t('risk.graph.drawing', { account })}
          data-testid="risk-graph-svg"
        >
          {RINGS.slice(1).map((r) => (
            <circle key={r} cx={c} cy={c} r={r} className="risk-graph__ring" />
          ))}
          {edges.map((e) => (
            <path key={e.key} d={e.path} className={`risk-graph__edge risk-via--${e.via}`} data-via={e.via}>
              <title>{`${t(`risk.graph.via.${e.via}`)}: ${e.via === 'identity' ? t(`risk.graph.values.${e.value}`, { defaultValue: e.value }) : e.value}`}</title>
            </path>
          ))}
          {nodes.map((n) => (
            <g
              key={n.account}
              transform={`translate(${n.x} ${n.y})`}
              data-testid="risk-graph-node"
              data-depth={n.depth}
              data-account={n.account}
            >
              <title>{n.account}</title>
              {n.cases > 0 ? <circle r={n.depth === 0 ? 21 : 16} className="risk-graph__cases" /> : null}
              <circle r={n.depth === 0 ? 14 : 10} className={`risk-graph__node risk-graph__node--d${n.depth}`} />
              <text y={n.depth === 0 ? 34 : 26} textAnchor="middle" className="risk-graph__label">
                {shortAccount(n.account)}
              </text>
            </g>
          ))}
        </svg>
      </div>
    </figure>
  );
};
