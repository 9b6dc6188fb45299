import { useEffect, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { stack } from '../../../../styled-system/patterns';
import type { RouteRecord } from '../../../domain/operations';
import { routeDepot } from '../../../domain/routing/depot';
import type { RoutePlan } from '../../../domain/routing/plan';
import { useBuildingsList } from '../../../services/buildings.api';
import { Button } from '../../../ui/button';
import { useT } from '../../../ui/use-t';
import { previewInput } from './preview-input';

// "Preview routing" on a route that can be routed: the sequence src/domain/routing proposes,
// computed in a Web Worker (routing.worker.ts), shown as an ordered list with its km and minutes
// before the planner asks the broker (POST routing).

const list = css({ pl: '5', m: '0', fontSize: 'sm' });
const totals = css({ fontSize: 'sm', color: 'textMuted' });

export function RoutingPreview({ route }: { route: RouteRecord }) {
  const t = useT();
  const worker = useRef<Worker | null>(null);
  const [plan, setPlan] = useState<RoutePlan | null>(null);
  const [running, setRunning] = useState(false);
  // doc 3 §9 "Default building list page 1, take 1000": the same list the registers read
  const buildings = useBuildingsList({ page: 1, take: 1000, isActive: true });
  const input = previewInput(route, routeDepot(buildings.data?.buildings ?? []));
  useEffect(() => () => worker.current?.terminate(), []);
  const start = () => {
    if (!input) return;
    worker.current ??= new Worker(new URL('./routing.worker.ts', import.meta.url), { type: 'module' });
    setRunning(true);
    worker.current.onmessage = (event: MessageEvent<RoutePlan>) => {
      setPlan(event.data);
      setRunning(false);
    };
    worker.current.onerror = () => setRunning(false);
    worker.current.postMessage(input);
  };
  const orderOf = (itemId: string) => route.items.find((i) => i.id === itemId)?.order.orderNumber ?? itemId;
  return (
    <div className={stack({ gap: '2' })}>
      <div>
        <Button
          size="sm"
          variant="outline"
          disabled={!input || buildings.isPending}
          loading={running}
          onClick={start}
        >
          {t('routes.preview.run')}
        </Button>
      </div>
      {plan && (
        <section aria-label={t('routes.preview.title')} className={stack({ gap: '1' })}>
          <ol className={list}>
            {plan.stops.map((s) => (
              <li key={s.id}>
                {t('routes.preview.stop', { order: orderOf(s.id), km: (s.distance / 1000).toFixed(1) })}
              </li>
            ))}
          </ol>
          <p className={totals}>
            {t('routes.preview.totals', {
              km: (plan.distance / 1000).toFixed(1),
              minutes: Math.round(plan.duration / 60),
            })}
          </p>
        </section>
      )}
    </div>
  );
}
