import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { css } from '../../styled-system/css';
import { stack } from '../../styled-system/patterns';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { TextField } from '../ui/field';
import { NativeSelect } from '../ui/native-select';
import { PageSection } from '../ui/page';
import { useT } from '../ui/use-t';
import { controlLanguageAtom } from './control-language';
import { RunStatus } from './run-status';
import { ScenarioResults } from './scenario-results';
import { scenariosApi } from './sim-api';
import { UiLevelResults } from './ui-level-results';
import { useControlAction } from './use-control-action';

const machinesBox = css({ display: 'flex', flexWrap: 'wrap', gap: '3', maxH: '48', overflowY: 'auto' });
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' });
const WHOLE = /^[0-9]{1,6}$/;
const hint = css({ fontSize: 'xs', color: 'textMuted' });

/** Scenario runs (issue 19): pick machines, walks and seed, start, watch the progress, read the
 * coverage per machine and replay a failing path. A run drives its own in-process simulator. */
export function ScenariosPanel() {
  const t = useT();
  const language = useAtomValue(controlLanguageAtom);
  const api = useMemo(() => scenariosApi(language), [language]);
  const { pending, run } = useControlAction();
  const [chosen, setChosen] = useState<string[]>([]);
  const [walks, setWalks] = useState('0');
  const [seed, setSeed] = useState('1');
  const [level, setLevel] = useState<'api' | 'ui'>('api');
  const [current, setCurrent] = useState<string | null>(null);
  const machines = useQuery({
    queryKey: ['control', 'scenario-machines'],
    queryFn: api.machines,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const runs = useQuery({ queryKey: ['control', 'scenario-runs'], queryFn: api.runs });
  const shownId = current ?? runs.data?.runs[0]?.id ?? null;
  const shown = useQuery({
    queryKey: ['control', 'scenario-run', shownId],
    queryFn: () => api.run(shownId as string),
    enabled: shownId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
  });
  const invalid = !WHOLE.test(walks.trim()) || Number(walks) > 200 || !WHOLE.test(seed.trim());
  const start = async (body: Parameters<typeof api.start>[0]) => {
    const started = await run(
      'start',
      () => api.start(body),
      (r) => t('control.scenarios.started', { id: r.id }),
    );
    if (started) setCurrent(started.id);
  };
  const toggle = (name: string, on: boolean) =>
    setChosen((list) => (on ? [...list, name] : list.filter((n) => n !== name)));

  return (
    <div className={stack({ gap: '6' })}>
      <PageSection title={t('control.scenarios.start')}>
        <fieldset className={stack({ gap: '2' })}>
          <legend>{t('control.scenarios.machines')}</legend>
          <div className={machinesBox}>
            {machines.data?.machines.map((name) => (
              <Checkbox
                key={name}
                label={name}
                checked={chosen.includes(name)}
                onCheckedChange={(on) => toggle(name, on)}
              />
            ))}
          </div>
          {machines.data && (
            <p className={hint}>
              {t('control.scenarios.uiModels', {
                level: t('control.scenarios.levels.ui'),
                count: machines.data.uiModels.length,
                all: machines.data.machines.length,
                machines: machines.data.uiModels.join(', '),
              })}
            </p>
          )}
          {machines.isError && <p role="alert">{t('control.loadFailed')}</p>}
        </fieldset>
        <div className={row}>
          <NativeSelect
            label={t('control.scenarios.level')}
            items={[
              { value: 'api', label: t('control.scenarios.levels.api') },
              { value: 'ui', label: t('control.scenarios.levels.ui') },
            ]}
            value={level}
            onValueChange={(value) => setLevel(value === 'ui' ? 'ui' : 'api')}
          />
          <TextField
            label={t('control.scenarios.walks')}
            hint={t('control.scenarios.walksHint')}
            inputMode="numeric"
            value={walks}
            onValueChange={setWalks}
            error={invalid && !WHOLE.test(walks.trim()) ? t('control.faults.problems.number') : undefined}
          />
          <TextField
            label={t('control.session.seed')}
            inputMode="numeric"
            value={seed}
            onValueChange={setSeed}
            error={!WHOLE.test(seed.trim()) ? t('control.faults.problems.number') : undefined}
          />
          <Button
            disabled={invalid || shown.data?.status === 'running'}
            loading={pending === 'start'}
            onClick={() =>
              void start({
                ...(chosen.length ? { machines: chosen } : {}),
                walks: Number(walks),
                seed: Number(seed),
                level,
              })
            }
          >
            {chosen.length
              ? t('control.scenarios.runChosen', { count: chosen.length })
              : t('control.scenarios.runAll')}
          </Button>
        </div>
      </PageSection>

      {shown.data && (
        <RunStatus
          title={t('control.scenarios.run', { id: shown.data.id })}
          running={shown.data.status === 'running'}
          progressLabel={
            shown.data.phase === 'ui'
              ? t('control.scenarios.uiProgress', shown.data.progress)
              : t('control.scenarios.progress', shown.data.progress)
          }
          done={shown.data.progress.done}
          total={shown.data.progress.total}
          failed={shown.data.status === 'failed'}
          error={shown.data.error}
        >
          {shown.data.ui && <UiLevelResults ui={shown.data.ui} />}
          {shown.data.report && (
            <ScenarioResults
              run={shown.data}
              onReplay={(id) => void start({ replay: [id], level: shown.data?.request.level ?? 'api' })}
              replaying={pending === 'start'}
            />
          )}
        </RunStatus>
      )}
    </div>
  );
}
