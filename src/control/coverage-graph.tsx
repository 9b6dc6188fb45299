import { useId } from 'react';
import { css } from '../../styled-system/css';
import { useT } from '../ui/use-t';
import {
  type CoverageInput,
  type FailedStep,
  type GraphEdge,
  type GraphNode,
  layoutCoverage,
  type Mark,
  NODE_H,
  NODE_W,
} from './coverage-layout';

// Colours of the marks: Panda tokens as CSS variables (literal, so Panda extracts them).
const FILL: Record<Mark, string> = {
  covered: 'var(--colors-success-subtle, #dcfce7)',
  missed: 'var(--colors-gray-100, #f3f4f6)',
  failed: 'var(--colors-danger-subtle, #fee2e2)',
};
const STROKE: Record<Mark, string> = {
  covered: 'var(--colors-success, #15803d)',
  missed: 'var(--colors-gray-400, #9ca3af)',
  failed: 'var(--colors-danger, #b91c1c)',
};

const scroller = css({
  overflowX: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface',
});
const legend = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  fontSize: 'xs',
  color: 'textMuted',
  mt: '2',
});
const swatch = css({
  display: 'inline-block',
  width: '3',
  height: '3',
  borderRadius: 'sm',
  mr: '1',
  borderWidth: '1px',
});

const centre = (n: GraphNode) => ({ x: n.x + NODE_W / 2, y: n.y + NODE_H / 2 });

/** A transition's path: a loop above the node when it stays, else a gentle curve between borders. */
function edgePath(from: GraphNode, to: GraphNode): { d: string; mx: number; my: number } {
  if (from === to) {
    const x = from.x + NODE_W - 24;
    const y = from.y;
    return { d: `M ${x} ${y} c 10 -26 34 -26 24 6`, mx: x + 18, my: y - 18 };
  }
  const a = centre(from);
  const b = centre(to);
  // forward: right border to left border, a gentle curve; backwards or in the same column: top
  // to top, arched above both, clear of the forward edge between the same states
  const forward = b.x > a.x;
  const sx = forward ? from.x + NODE_W : a.x + 12;
  const tx = forward ? to.x : b.x + 12;
  const sy = forward ? a.y : from.y;
  const ty = forward ? b.y : to.y;
  const cx = (sx + tx) / 2 + (!forward && sx === tx ? 60 : 0);
  const cy = forward ? (sy + ty) / 2 : Math.min(sy, ty) - 40;
  return {
    d: `M ${sx} ${sy} Q ${cx} ${cy} ${tx} ${ty}`,
    mx: (sx + 2 * cx + tx) / 4,
    my: (sy + 2 * cy + ty) / 4,
  };
}

/** One machine's graph coloured by coverage: states and transitions covered, missed or on a
 * failing path; each state's refusals checked. Every shape has its title (hover, screen readers). */
export function CoverageGraph({
  machine,
  coverage,
  failed,
}: {
  machine: string;
  coverage: CoverageInput;
  failed: FailedStep[];
}) {
  const t = useT();
  const marker = useId().replace(/:/g, '');
  const layout = layoutCoverage(coverage, failed);
  const byId = new Map(layout.nodes.map((n) => [n.id, n]));
  const markText = (mark: Mark) => t(`control.scenarios.marks.${mark}`);
  const edgeTitle = (e: GraphEdge) => `${e.label} — ${markText(e.mark)}`;
  return (
    <figure>
      <div className={scroller}>
        <svg
          role="img"
          aria-label={t('control.scenarios.graphOf', {
            machine,
            states: coverage.states.covered.length,
            allStates: coverage.states.all.length,
            transitions: coverage.transitions.covered.length,
            allTransitions: coverage.transitions.all.length,
          })}
          width={layout.width}
          height={layout.height + 24}
          viewBox={`0 -24 ${layout.width} ${layout.height + 24}`}
          fontFamily="inherit"
        >
          <defs>
            {(['covered', 'missed', 'failed'] as const).map((mark) => (
              <marker
                key={mark}
                id={`${marker}-${mark}`}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M 0 0 L 10 5 L 0 10 z" fill={STROKE[mark]} />
              </marker>
            ))}
          </defs>
          {layout.edges.map((e) => {
            const from = byId.get(e.from);
            const to = byId.get(e.to);
            if (!from || !to) return null;
            const { d, mx, my } = edgePath(from, to);
            return (
              <g key={`${e.label}>${e.to}`} data-mark={e.mark}>
                <title>{edgeTitle(e)}</title>
                <path
                  d={d}
                  fill="none"
                  stroke={STROKE[e.mark]}
                  strokeWidth={e.mark === 'missed' ? 1 : 1.6}
                  strokeDasharray={e.mark === 'missed' ? '4 3' : undefined}
                  markerEnd={`url(#${marker}-${e.mark})`}
                />
                <text x={mx} y={my - 3} fontSize="10" textAnchor="middle" fill={STROKE[e.mark]}>
                  {e.event}
                </text>
              </g>
            );
          })}
          {layout.nodes.map((n) => (
            <g key={n.id} data-mark={n.mark}>
              <title>{`${n.id} — ${markText(n.mark)}`}</title>
              <rect
                x={n.x}
                y={n.y}
                width={NODE_W}
                height={NODE_H}
                rx="8"
                fill={FILL[n.mark]}
                stroke={STROKE[n.mark]}
                strokeWidth="1.5"
              />
              <text
                x={n.x + NODE_W / 2}
                y={n.y + 18}
                fontSize="12"
                fontWeight="600"
                textAnchor="middle"
                fill="currentColor"
              >
                {n.id.length > 24 ? `${n.id.slice(0, 23)}…` : n.id}
              </text>
              {n.refused.all > 0 && (
                <text x={n.x + NODE_W / 2} y={n.y + 34} fontSize="10" textAnchor="middle" fill="currentColor">
                  {t('control.scenarios.refusedShort', n.refused)}
                </text>
              )}
            </g>
          ))}
        </svg>
      </div>
      <figcaption className={legend}>
        {(['covered', 'missed', 'failed'] as const).map((mark) => (
          <span key={mark}>
            <span className={swatch} style={{ background: FILL[mark], borderColor: STROKE[mark] }} />
            {markText(mark)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
