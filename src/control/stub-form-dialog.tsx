import { useState } from 'react';
import { grid } from '../../styled-system/patterns';
import { TextArea, TextField } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { NativeSelect } from '../ui/native-select';
import { useT } from '../ui/use-t';
import { EMPTY_STUB, STUB_METHODS, type StubFormValues, type StubProblems, stubInput } from './stub-form';
import { useStubsApi } from './stubs-api';
import { useControlAction } from './use-control-action';

const fields = grid({ columns: { base: 1, md: 3 }, gap: '3' });
const wide = grid({ columns: { base: 1, md: 2 }, gap: '3' });

/** Add a stub: what it matches, what it answers (templated) and how often. The form checks what
 * it can (stub-form.ts); the simulator checks the rest, placeholders included, and its 400
 * reason is toasted. */
export function StubFormDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const api = useStubsApi();
  const { pending, run } = useControlAction();
  const [values, setValues] = useState<StubFormValues>(EMPTY_STUB);
  const [problems, setProblems] = useState<StubProblems>({});
  const set = (key: keyof StubFormValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const problem = (name: keyof StubFormValues) =>
    problems[name] ? t(`control.stubs.problems.${problems[name]}`) : undefined;
  const text = (
    name: Exclude<keyof StubFormValues, 'method'>,
    extra: { hint?: string; required?: boolean } = {},
  ) => (
    <TextField
      label={t(`control.stubs.${name}`)}
      value={values[name]}
      onValueChange={(v) => set(name, v)}
      error={problem(name)}
      {...extra}
    />
  );
  const area = (name: 'headers' | 'responseHeaders' | 'body', hint: string) => (
    <TextArea
      label={t(`control.stubs.${name}`)}
      hint={hint}
      rows={name === 'body' ? 5 : 3}
      value={values[name]}
      onValueChange={(v) => set(name, v)}
      error={problem(name)}
    />
  );

  const submit = async () => {
    const result = stubInput(values);
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    setProblems({});
    const saved = await run(
      'save',
      () => api.addStub(result.input),
      (s) => t('control.stubs.added', { id: s.id }),
    );
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={t('control.stubs.addTitle')}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={pending === 'save'}
      cancelLabel={t('control.cancel')}
      saveLabel={t('control.save')}
    >
      <div className={fields}>
        <NativeSelect
          label={t('control.stubs.method')}
          items={STUB_METHODS.map((m) => ({ value: m, label: m === '*' ? t('control.stubs.anyMethod') : m }))}
          value={values.method}
          onValueChange={(v) => v && set('method', v)}
        />
        {text('path', { hint: t('control.stubs.pathHint'), required: true })}
        {text('query', { hint: t('control.stubs.queryHint') })}
        {text('bodyContains')}
        {text('status')}
        {text('times', { hint: t('control.stubs.timesHint') })}
      </div>
      <div className={wide}>
        {area('headers', t('control.stubs.headersHint'))}
        {area('responseHeaders', t('control.stubs.headersHint'))}
      </div>
      {area('body', t('control.stubs.bodyHint'))}
      {text('note')}
    </FormDialog>
  );
}
