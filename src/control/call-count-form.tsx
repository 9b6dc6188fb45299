import { useState } from 'react';
import { css } from '../../styled-system/css';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { NativeSelect } from '../ui/native-select';
import { useT } from '../ui/use-t';
import { STUB_METHODS } from './stub-form';
import { type CallMatcher, useStubsApi } from './stubs-api';
import { useControlAction } from './use-control-action';

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' });

/** "How many calls matched?" (WireMock's verify): POST /__sim/journal/count with a method, a path
 * pattern and a status; the simulator checks the matcher and says why it refuses one. */
export function CallCountForm() {
  const t = useT();
  const api = useStubsApi();
  const { pending, run } = useControlAction();
  const [method, setMethod] = useState<string>('*');
  const [path, setPath] = useState('');
  const [status, setStatus] = useState('');
  const [count, setCount] = useState<number | null>(null);

  const submit = async () => {
    const matcher: CallMatcher = {};
    if (method !== '*') matcher.method = method;
    if (path.trim()) matcher.path = path.trim();
    if (status.trim()) matcher.status = status.trim();
    const answer = await run(
      'count',
      () => api.countCalls(matcher),
      () => undefined,
    );
    setCount(answer ? answer.count : null);
  };

  return (
    <form
      className={row}
      aria-label={t('control.count.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <NativeSelect
        label={t('control.count.method')}
        items={STUB_METHODS.map((m) => ({ value: m, label: m === '*' ? t('control.stubs.anyMethod') : m }))}
        value={method}
        onValueChange={(v) => v && setMethod(v)}
      />
      <TextField
        label={t('control.count.path')}
        hint={t('control.stubs.pathHint')}
        value={path}
        onValueChange={setPath}
      />
      <TextField label={t('control.count.status')} hint="200, 4xx" value={status} onValueChange={setStatus} />
      <Button type="submit" variant="outline" loading={pending === 'count'}>
        {t('control.count.submit')}
      </Button>
      <output aria-live="polite">{count === null ? '' : t('control.count.result', { count })}</output>
    </form>
  );
}
