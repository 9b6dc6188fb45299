import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from '../../../styled-system/css';
import { stack } from '../../../styled-system/patterns';
import { DEVICES_CSV_EXAMPLE } from '../../domain/devices-csv';
import { importDevicesCsv } from '../../services/devices.api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useT } from '../../ui/use-t';

const field = stack({ gap: '1.5' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });
const input = css({
  fontSize: 'sm',
  p: '2',
  bg: 'surface',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { borderColor: 'accent' },
});
const hint = css({ fontSize: 'xs', color: 'textMuted' });
const example = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  p: '2',
  bg: 'gray.100',
  borderRadius: 'sm',
  whiteSpace: 'pre',
  overflowX: 'auto',
});
const problems = stack({
  gap: '1',
  mt: '3',
  px: '3',
  py: '2',
  fontSize: 'xs',
  color: 'dangerHover',
  bg: 'dangerSubtle',
  borderRadius: 'md',
  listStyle: 'none',
});

interface Line {
  line: number;
  message: string;
}

const linesOf = (error: unknown): Line[] => {
  const data = (error as { data?: { lines?: unknown } })?.data;
  return Array.isArray(data?.lines) ? (data.lines as Line[]) : [];
};

export interface ImportDevicesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: () => void;
}

/** doc 3 §2 "an import control (CSV default)": a CSV file of devices, all or nothing. The API
 * client toasts the answer's message (doc 3 §8 "device import: generic success or error"); the
 * lines the simulator refused are listed here. */
export function ImportDevicesDialog({ open, onOpenChange, onImported }: ImportDevicesDialogProps) {
  const intl = useIntl();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<Line[]>([]);
  const t = useT();

  const close = (next: boolean) => {
    if (!next) {
      setFile(null);
      setRefused([]);
    }
    onOpenChange(next);
  };

  const submit = async () => {
    if (!file) return;
    setSending(true);
    setRefused([]);
    try {
      await importDevicesCsv(await file.text());
      onImported();
      close(false);
    } catch (error) {
      setRefused(linesOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('devices.import.title')}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)}>
            {t('devices.import.cancel')}
          </Button>
          <Button onClick={submit} disabled={!file} loading={sending}>
            {t('devices.import.submit')}
          </Button>
        </>
      }
    >
      <div className={field}>
        <label htmlFor={id} className={label}>
          {t('devices.import.file')}
        </label>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          className={input}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${id}-hint`} className={hint}>
          {t('devices.import.hint')}
        </p>
        <p className={hint}>{t('devices.import.example')}</p>
        <pre className={example}>{DEVICES_CSV_EXAMPLE}</pre>
      </div>
      {refused.length > 0 && (
        <ul className={problems} aria-label={t('devices.import.lines')}>
          {refused.map((l) => (
            <li key={`${l.line}-${l.message}`}>
              {intl.formatMessage({ id: 'devices.import.line' }, { line: l.line, message: l.message })}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
