import type { SalesChannel } from '../../../domain/sales-channels';
import { salesChannelInput } from '../../../domain/sales-channels.schema';
import { createSalesChannel, updateSalesChannel } from '../../../services/sales-channels.api';
import { useT } from '../../../ui/use-t';
import { CodeNameFormDialog, requiredProblems } from '../shared/code-name-form.dialog';

// Sales channel create/edit dialog (doc 3 §5 "Sales channel: code and name required. Code cannot
// be edited once created"): the code is disabled on edit and only the name is sent (PUT).

const problems = requiredProblems(salesChannelInput, 'saleschannel');

export interface SalesChannelFormDialogProps {
  channel: SalesChannel | null;
  onClose: () => void;
  onSaved: () => void;
}

export function SalesChannelFormDialog({ channel, onClose, onSaved }: SalesChannelFormDialogProps) {
  const t = useT();
  return (
    <CodeNameFormDialog
      title={t(channel ? 'registers.salesChannels.form.editTitle' : 'registers.salesChannels.form.newTitle')}
      labels={{
        code: t('registers.salesChannels.fields.code'),
        name: t('registers.salesChannels.fields.saleschannel'),
      }}
      initial={{ code: channel?.code ?? '', name: channel?.saleschannel ?? '' }}
      problemsOf={problems}
      codeDisabled={channel !== null}
      save={({ code, name }) =>
        channel
          ? updateSalesChannel(channel.id, { saleschannel: name })
          : createSalesChannel({ code, saleschannel: name })
      }
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
