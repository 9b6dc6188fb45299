import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from '../../styled-system/css';
import { stack } from '../../styled-system/patterns';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { InfoCard } from '../ui/info-card';
import { NativeSelect } from '../ui/native-select';
import { PageSection } from '../ui/page';
import { useT } from '../ui/use-t';
import { useSimApi } from './control-state';
import { useControlAction } from './use-control-action';

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' });
const cards = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '3' });
const MINUTE = 60_000;
const STEPS = [
  { id: 'minusHour', ms: -60 * MINUTE },
  { id: 'plusMinute', ms: MINUTE },
  { id: 'plusHour', ms: 60 * MINUTE },
  { id: 'plusDay', ms: 24 * 60 * MINUTE },
] as const;
const RATES = ['1', '10', '60', '600', '3600'] as const;

/** A shift from the wall clock, short: `+1 d 2 h 5 min`, `−30 min`, `+20 s` (issue 29: the mode
 * card says how far a shifted clock is). */
export function shiftText(ms: number): string {
  const sign = ms < 0 ? '−' : '+';
  let rest = Math.round(Math.abs(ms) / 1000);
  if (rest < 60) return `${sign}${rest} s`;
  rest = Math.round(rest / 60);
  const parts: string[] = [];
  for (const [unit, size] of [
    ['d', 1440],
    ['h', 60],
    ['min', 1],
  ] as const) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n) parts.push(`${n} ${unit}`);
  }
  return `${sign}${parts.join(' ')}`;
}

/** `2025-03-01T10:20` (a datetime-local input's value) in the browser's zone → ISO, or null. */
function isoOf(local: string): string | null {
  const ms = Date.parse(local);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** The chosen session's simulated clock: read every second; freeze, follow the wall clock,
 * advance, or run at a rate (simulator/plugins/clock.ts). */
export function ClockPanel() {
  const t = useT();
  const intl = useIntl();
  const api = useSimApi();
  const { pending, run } = useControlAction();
  const [at, setAt] = useState('');
  const [minutes, setMinutes] = useState('');
  const [rate, setRate] = useState<string>('60');
  const clock = useQuery({ queryKey: ['control', 'clock'], queryFn: api.clock, refetchInterval: 1000 });
  const state = clock.data;
  const atIso = isoOf(at);
  const minutesValue = Number(minutes.replace(',', '.'));
  const minutesInvalid = minutes.trim() !== '' && !Number.isFinite(minutesValue);
  const ok = () => t('control.clock.changed');

  return (
    <div className={stack({ gap: '6' })}>
      <div className={cards} aria-live="polite">
        <InfoCard
          title={t('control.clock.now')}
          value={state ? intl.formatDate(state.now, { dateStyle: 'short', timeStyle: 'medium' }) : '…'}
        />
        <InfoCard
          title={t('control.clock.mode')}
          tone={
            state?.frozen
              ? 'warning'
              : state && (state.rate !== 1 || Math.abs(state.offsetMs) >= 1000)
                ? 'accent'
                : 'default'
          }
          value={
            !state
              ? '…'
              : state.frozen
                ? t('control.clock.frozen')
                : state.rate !== 1
                  ? t('control.clock.running', { rate: state.rate })
                  : Math.abs(state.offsetMs) >= 1000
                    ? t('control.clock.shifted', { offset: shiftText(state.offsetMs) })
                    : t('control.clock.wall')
          }
        />
        <InfoCard
          title={t('control.clock.offset')}
          value={
            state ? t('control.clock.offsetMinutes', { minutes: Math.round(state.offsetMs / MINUTE) }) : '…'
          }
        />
      </div>
      {clock.isError && <p role="alert">{t('control.loadFailed')}</p>}

      <PageSection title={t('control.clock.set')}>
        <div className={row}>
          <TextField
            label={t('control.clock.freezeAt')}
            type="datetime-local"
            step={1}
            value={at}
            onValueChange={setAt}
          />
          <Button
            disabled={!atIso}
            loading={pending === 'freeze'}
            onClick={() => atIso && void run('freeze', () => api.setClock(atIso), ok)}
          >
            {t('control.clock.freeze')}
          </Button>
          <Button
            variant="outline"
            loading={pending === 'wall'}
            onClick={() => void run('wall', () => api.setClock(null), ok)}
          >
            {t('control.clock.followWall')}
          </Button>
        </div>
      </PageSection>

      <PageSection title={t('control.clock.advance')}>
        <div className={row}>
          {STEPS.map((step) => (
            <Button
              key={step.id}
              variant="outline"
              loading={pending === step.id}
              onClick={() => void run(step.id, () => api.advanceClock(step.ms), ok)}
            >
              {t(`control.clock.steps.${step.id}`)}
            </Button>
          ))}
          <TextField
            label={t('control.clock.minutes')}
            inputMode="decimal"
            value={minutes}
            onValueChange={setMinutes}
            error={minutesInvalid ? t('control.faults.problems.number') : undefined}
          />
          <Button
            disabled={minutes.trim() === '' || minutesInvalid}
            loading={pending === 'minutes'}
            onClick={() => void run('minutes', () => api.advanceClock(Math.round(minutesValue * MINUTE)), ok)}
          >
            {t('control.clock.advanceBy')}
          </Button>
        </div>
      </PageSection>

      <PageSection title={t('control.clock.speed')}>
        <div className={row}>
          <NativeSelect
            label={t('control.clock.rate')}
            items={RATES.map((r) => ({
              value: r,
              label: t('control.clock.rateOption', { rate: Number(r) }),
            }))}
            value={rate}
            onValueChange={(v) => v && setRate(v)}
          />
          <Button
            loading={pending === 'rate'}
            onClick={() => void run('rate', () => api.setClockRate(Number(rate)), ok)}
          >
            {t('control.clock.run')}
          </Button>
        </div>
      </PageSection>
    </div>
  );
}
