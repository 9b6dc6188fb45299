import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { NpsRecord } from '../../../domain/nps';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextArea } from '../../../ui/field';

// Resolve a detractor — doc 2 §4 "treated only if the rating is below 7" (the caller offers this
// only when the nps-record machine allows RESOLVE), §5 "NPS resolution required". The form is
// shared by the row action's dialog and the view dialog (which switches to it in place, so one
// click never closes one modal while opening another).

export interface NpsResolveFormProps {
  formId: string;
  onResolve: (resolution: string) => void;
}

export function NpsResolveForm({ formId, onResolve }: NpsResolveFormProps) {
  const intl = useIntl();
  const [resolution, setResolution] = useState('');
  const [tried, setTried] = useState(false);
  const empty = resolution.trim() === '';
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!empty) onResolve(resolution);
      }}
    >
      <TextArea
        label={intl.formatMessage({ id: 'nps.fields.resolution' })}
        required
        rows={4}
        value={resolution}
        onValueChange={setResolution}
        error={tried && empty ? intl.formatMessage({ id: 'validation.required' }) : undefined}
      />
    </form>
  );
}

/** The footer of the resolve form: cancel and save. */
export function NpsResolveActions({
  formId,
  busy,
  onCancel,
}: {
  formId: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {intl.formatMessage({ id: 'nps.cancel' })}
      </Button>
      <Button type="submit" form={formId} loading={busy}>
        {intl.formatMessage({ id: 'nps.resolve.confirm' })}
      </Button>
    </>
  );
}

export interface NpsResolveDialogProps {
  record: NpsRecord;
  busy: boolean;
  onResolve: (resolution: string) => void;
  onClose: () => void;
}

export function NpsResolveDialog({ record, busy, onResolve, onClose }: NpsResolveDialogProps) {
  const intl = useIntl();
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={intl.formatMessage({ id: 'nps.resolve.title' })}
      description={intl.formatMessage(
        { id: 'nps.resolve.description' },
        { code: record.code, rating: record.rating ?? '' },
      )}
      footer={<NpsResolveActions formId={formId} busy={busy} onCancel={onClose} />}
    >
      <NpsResolveForm formId={formId} onResolve={onResolve} />
    </Dialog>
  );
}
