import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { FetchError } from 'ofetch';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { grid, hstack, stack } from '../../../../styled-system/patterns';
import type { Problem } from '../../../domain/validation';
import { MASKS } from '../../../services/display-masks';
import { DocumentError } from '../../../services/documents/document-error';
import { dataImport, processImport, useBillingIntegration } from '../../../services/order-imports.api';
import { notify } from '../../../services/toasts';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FileUploadArea } from '../../../ui/file-upload';
import { useBoundTextField } from '../../../ui/form/bound-field';
import { formSubmit } from '../../../ui/form/form-submit';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { Tabs } from '../../../ui/tabs';
import { useT } from '../../../ui/use-t';
import {
  IMPORT_ACCEPT,
  IMPORT_TYPES_LABEL,
  ImportFileError,
  type PreparedImport,
  prepareImport,
} from './import-files';
import {
  cutCode,
  emptyManualImport,
  type ManualImportValues,
  manualImportProblems,
  needsSender,
  toProcessImport,
} from './manual-import';

// The import dialog (doc 1 §2.9 "Import dialog: File and Manual tabs"; doc 2 §2 "import of order
// XML (manual import allowed only when a billing integration is configured)"; doc 2 §5, §7).
// File: an NF-e XML or a spreadsheet (csv, xlsx, xls) → POST /data-import. Manual: an order code
// through the billing integration → POST /process-import.

const content = stack({ gap: '3' });
const summary = hstack({
  justifyContent: 'space-between',
  gap: '2',
  px: '3',
  py: '2',
  fontSize: 'sm',
  bg: 'canvas',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
});
const fileNameText = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' });
const problemsBox = css({
  maxHeight: '40',
  overflowY: 'auto',
  px: '3',
  py: '2',
  fontSize: 'xs',
  color: 'dangerHover',
  bg: 'dangerSubtle',
  borderRadius: 'md',
  '& li': { py: '0.5' },
});
const note = css({ fontSize: 'sm', color: 'textMuted' });
const row = grid({ gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '3' });

interface ApiProblem {
  field: string;
  message: string;
}

function problemsOf(error: unknown): ApiProblem[] {
  if (!(error instanceof FetchError)) return [];
  const data = error.data as { problems?: ApiProblem[] } | undefined;
  return Array.isArray(data?.problems) ? data.problems : [];
}

export interface ImportDialogProps {
  onClose: () => void;
  onImported: () => void;
}

export function ImportDialog({ onClose, onImported }: ImportDialogProps) {
  const t = useT();
  const integration = useBillingIntegration();
  const [tab, setTab] = useState('file');
  const [reading, setReading] = useState(false);
  const [prepared, setPrepared] = useState<PreparedImport | null>(null);
  const [problems, setProblems] = useState<ApiProblem[]>([]);
  const [sending, setSending] = useState(false);

  const pick = async ([file]: File[]) => {
    if (!file) return;
    setPrepared(null);
    setProblems([]);
    setReading(true);
    try {
      setPrepared(await prepareImport(file));
    } catch (error) {
      if (error instanceof ImportFileError) notify.error(t(error.messageId));
      else if (error instanceof DocumentError) notify.error(t(error.messageId));
      else notify.error(t('orders.import.errors.unreadable'));
    } finally {
      setReading(false);
    }
  };

  const sendFile = async () => {
    if (!prepared) return;
    setSending(true);
    setProblems([]);
    try {
      await dataImport(
        prepared.kind === 'xml'
          ? { type: 'nfe-xml', xml: prepared.xml }
          : { type: 'order', rows: prepared.rows },
      );
      onImported();
      onClose();
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setSending(false);
    }
  };

  const billing = integration.data ?? null;
  const manual = useForm({
    defaultValues: emptyManualImport as ManualImportValues,
    validationLogic: revalidateLogic({ mode: 'blur', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        if (!billing) return undefined;
        const found = manualImportProblems(value, billing);
        const fields: Record<string, Problem> = {};
        for (const [field, key] of Object.entries(found))
          if (key) fields[field] = { field, key, message: key };
        return Object.keys(fields).length ? { fields } : undefined;
      },
    },
    onSubmit: async ({ value }) => {
      if (!billing) return;
      try {
        await processImport(toProcessImport(value, billing));
        onImported();
        onClose();
      } catch {
        // the API client showed the message
      }
    },
  });
  const submitted = useStore(manual.store, (s) => s.submissionAttempts > 0);
  const textField = useBoundTextField<'orderCode' | 'serie' | 'senderDocument'>(manual.Field, submitted);
  const submitting = useStore(manual.store, (s) => s.isSubmitting);
  const code = useStore(manual.store, (s) => s.values.orderCode);
  const askSender = billing?.name === 'bsoft' && needsSender({ orderCode: code });

  const fileTab = (
    <div className={content}>
      <FileUploadArea
        label={t('orders.import.file')}
        maxFiles={1}
        accept={IMPORT_ACCEPT}
        typesLabel={IMPORT_TYPES_LABEL}
        disabled={reading || sending}
        onFiles={(files) => void pick(files)}
      />
      <p className={note}>{t('orders.import.fileHint')}</p>
      {reading && <Spinner label={t('orders.import.reading')} />}
      {prepared && (
        <div className={summary} role="status">
          <span className={fileNameText}>{prepared.fileName}</span>
          <span>
            {prepared.kind === 'xml'
              ? prepared.accessKey
                ? t('orders.import.xmlKey', { key: prepared.accessKey })
                : t('orders.import.xmlReady')
              : t('orders.import.rows', { rows: prepared.rows.length, orders: prepared.orders })}
          </span>
        </div>
      )}
      {problems.length > 0 && (
        <ul className={problemsBox} aria-label={t('orders.import.problems')}>
          {problems.slice(0, 50).map((p) => (
            <li key={`${p.field}-${p.message}`}>
              <strong>{p.field}</strong>: {p.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  const manualTab = billing ? (
    <form className={content} noValidate onSubmit={formSubmit(manual.handleSubmit)}>
      <p className={note}>{t(`orders.import.manualHint.${billing.name}`)}</p>
      {textField('orderCode', {
        label: t('orders.import.fields.orderCode'),
        required: true,
        maxLength: 44,
        autoComplete: 'off',
        hint: t('orders.import.codeHint'),
        format: cutCode,
      })}
      {billing.name === 'bsoft' && askSender && (
        <div className={row}>
          {textField('serie', { label: t('orders.import.fields.serie'), maxLength: 3 })}
          {textField('senderDocument', {
            label: t('orders.import.fields.senderDocument'),
            required: true,
            mask: [...MASKS.document],
            inputMode: 'numeric',
          })}
        </div>
      )}
      {billing.name === 'bsoft' && !askSender && <p className={note}>{t('orders.import.accessKeyNote')}</p>}
      {billing.name === 'rsys' && (
        <manual.Field name="orderType">
          {(f) => (
            <Select
              label={t('orders.import.fields.orderType')}
              items={[
                { value: 'sales-order', label: t('orders.import.orderType.sales-order') },
                { value: 'purchase-order', label: t('orders.import.orderType.purchase-order') },
              ]}
              value={f.state.value}
              onValueChange={(v) => f.handleChange((v ?? 'sales-order') as ManualImportValues['orderType'])}
            />
          )}
        </manual.Field>
      )}
    </form>
  ) : null;

  const busy = sending || submitting;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('orders.import.title')}
      closeOnInteractOutside={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('ui.confirm.cancel')}
          </Button>
          {tab === 'file' ? (
            <Button onClick={sendFile} loading={sending} disabled={!prepared || reading}>
              {t('orders.import.send')}
            </Button>
          ) : (
            <Button onClick={() => void manual.handleSubmit()} loading={submitting} disabled={!billing}>
              {t('orders.import.send')}
            </Button>
          )}
        </>
      }
    >
      <Tabs
        label={t('orders.import.title')}
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'file', label: t('orders.import.tabs.file'), content: fileTab },
          {
            value: 'manual',
            label: t('orders.import.tabs.manual'),
            disabled: !billing,
            content: manualTab,
          },
        ]}
      />
      {!billing && !integration.isLoading && <p className={note}>{t('orders.import.noIntegration')}</p>}
    </Dialog>
  );
}
