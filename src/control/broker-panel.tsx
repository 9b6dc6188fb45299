import { useQuery } from '@tanstack/react-query';
import { type } from 'arktype';
import { useState } from 'react';
import { css } from '../../styled-system/css';
import { stack } from '../../styled-system/patterns';
import {
  DELIVERY_FAULTS,
  type DeliveryFault,
  type DeliveryFaultKind,
  deliveryFaultRequest,
  MAX_FAULT_SECONDS,
} from '../domain/devices-broker';
import { Button } from '../ui/button';
import { DataTable } from '../ui/data-table';
import { TextField } from '../ui/field';
import { NativeSelect } from '../ui/native-select';
import { PageSection } from '../ui/page';
import { useT } from '../ui/use-t';
import type { devicesApi } from './sim-api';
import { useControlAction } from './use-control-action';

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' });

/**
 * Broker faults on demand (issue 32; simulator/devices/broker-faults.ts): disconnect every client,
 * a company's or a device's, restart the embedded broker, and pause, duplicate or reorder delivery
 * on a topic filter for N seconds. Each call is journaled in the devices' session.
 */
export function BrokerPanel({ api }: { api: ReturnType<typeof devicesApi> }) {
  const t = useT();
  const { pending, run } = useControlAction();
  const [target, setTarget] = useState('');
  const [kind, setKind] = useState<DeliveryFaultKind>('pause');
  const [topic, setTopic] = useState('wh/+/portal/#');
  const [seconds, setSeconds] = useState('10');
  const status = useQuery({
    queryKey: ['control', 'device-broker'],
    queryFn: api.broker,
    refetchInterval: (query) => (query.state.data?.faults.length ? 1000 : false),
  });
  // the simulator's own rule for a fault (src/domain/devices-broker.ts), checked before sending
  const request = deliveryFaultRequest({ kind, topic: topic.trim(), seconds: Number(seconds) });
  const invalid = request instanceof type.errors ? request : null;
  const who = target.trim();
  // an emulator's id names a device; a company document is digits only
  const scope = /^\d{11,14}$/.test(who) ? { company: who } : who ? { deviceId: who } : {};

  if (status.data && !status.data.available) return null;
  return (
    <PageSection title={t('control.devices.broker.title')}>
      <div className={stack({ gap: '4' })}>
        <p>
          {t('control.devices.broker.clients', {
            count: status.data?.clients.length ?? 0,
            restarts: status.data?.restarts ?? 0,
          })}
        </p>
        <div className={row}>
          <Button
            variant="outline"
            loading={pending === 'disconnect-all'}
            onClick={() => void run('disconnect-all', () => api.disconnect({}))}
          >
            {t('control.devices.broker.disconnectAll')}
          </Button>
          <Button
            variant="outline"
            loading={pending === 'restart'}
            onClick={() => void run('restart', api.restart)}
          >
            {t('control.devices.broker.restart')}
          </Button>
        </div>
        <div className={row}>
          <TextField
            label={t('control.devices.broker.target')}
            hint={t('control.devices.broker.targetHint')}
            value={target}
            onValueChange={setTarget}
          />
          <Button
            variant="outline"
            disabled={!who}
            loading={pending === 'disconnect-one'}
            onClick={() => void run('disconnect-one', () => api.disconnect(scope))}
          >
            {t('control.devices.broker.disconnectOne')}
          </Button>
        </div>
        <div className={row}>
          <NativeSelect
            label={t('control.devices.broker.kind')}
            items={DELIVERY_FAULTS.map((k) => ({ value: k, label: t(`control.devices.broker.kinds.${k}`) }))}
            value={kind}
            onValueChange={(value) =>
              setKind(
                value && (DELIVERY_FAULTS as readonly string[]).includes(value)
                  ? (value as DeliveryFaultKind)
                  : 'pause',
              )
            }
          />
          <TextField
            label={t('control.devices.broker.topic')}
            value={topic}
            onValueChange={setTopic}
            error={
              invalid?.some((e) => e.path[0] === 'topic')
                ? t('control.devices.broker.topicInvalid')
                : undefined
            }
          />
          <TextField
            label={t('control.devices.broker.seconds')}
            inputMode="numeric"
            value={seconds}
            onValueChange={setSeconds}
            error={
              invalid?.some((e) => e.path[0] === 'seconds')
                ? t('control.devices.broker.secondsInvalid', { max: MAX_FAULT_SECONDS })
                : undefined
            }
          />
          <Button
            disabled={invalid !== null}
            loading={pending === 'add-fault'}
            onClick={() => {
              if (!invalid && !(request instanceof type.errors))
                void run('add-fault', () => api.addFault(request));
            }}
          >
            {t('control.devices.broker.add')}
          </Button>
        </div>
        <DataTable<DeliveryFault>
          caption={t('control.devices.broker.faults')}
          columns={[
            { key: 'id', header: t('control.devices.broker.fault') },
            {
              key: 'kind',
              header: t('control.devices.broker.kind'),
              render: (f) => t(`control.devices.broker.kinds.${f.kind}`),
            },
            { key: 'topic', header: t('control.devices.broker.topic') },
            { key: 'applied', header: t('control.devices.broker.applied'), align: 'right' },
            {
              key: 'end',
              header: t('control.actions'),
              render: (f) => (
                <Button
                  size="sm"
                  variant="outline"
                  loading={pending === `end-${f.id}`}
                  onClick={() => void run(`end-${f.id}`, () => api.endFault(f.id))}
                >
                  {t('control.devices.broker.end', { id: f.id })}
                </Button>
              ),
            },
          ]}
          rows={status.data?.faults}
          rowKey={(f) => f.id}
          loading={status.isLoading}
          error={status.isError}
        />
      </div>
    </PageSection>
  );
}
