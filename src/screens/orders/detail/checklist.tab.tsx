import { type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from '../../../../styled-system/css';
import { grid, stack } from '../../../../styled-system/patterns';
import type { OrderChecklist } from '../../../domain/orders';
import { formatDateTime, parseApiDate } from '../../../services/format';
import { Tabs } from '../../../ui/tabs';
import { useT } from '../../../ui/use-t';

// doc 2 §2 "Checklist: sub-tabs Vehicle and Mechanic (vehicle first when present, else mechanic)";
// read-only in this issue: the stored checklist data (doc 2 §3 "Vehicle checklist", "Mechanic
// checklist") shown section by section. Answer codes: equipment Y / N / I (inapplicable);
// mechanic groups V / X / N.

const content = stack({ gap: '4' });
const section = stack({ gap: '2' });
const sectionTitle = css({
  fontSize: 'sm',
  fontWeight: 'semibold',
  pb: '1',
  borderBottomWidth: '1px',
  borderColor: 'border',
});
const cells = grid({
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: '2',
  m: '0',
});
const term = css({ fontSize: 'xs', color: 'textMuted' });
const value = css({ fontSize: 'sm', m: '0', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
const table = css({
  width: 'full',
  fontSize: 'xs',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', px: '2', py: '1', borderBottomWidth: '1px', borderColor: 'border' },
  '& th': { bg: 'gray.100', fontWeight: 'semibold' },
});
const image = css({
  maxWidth: '64',
  maxHeight: '32',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'white',
});

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isImage = (v: unknown): v is string =>
  typeof v === 'string' && /^(data:image\/|https?:\/\/.*\.(png|jpe?g))/i.test(v);

/** doc 2 §2: the sub-tab open first — vehicle when present, else mechanic. */
export function firstChecklistTab(checklists: readonly OrderChecklist[]): OrderChecklist['type'] {
  return checklists.some((c) => c.type === 'VEHICLE') || !checklists.some((c) => c.type === 'MECHANIC')
    ? 'VEHICLE'
    : 'MECHANIC';
}

function useFieldLabel() {
  const intl = useIntl();
  return (key: string) => {
    const id = `orders.checklist.fields.${key}`;
    if (intl.messages[id]) return intl.formatMessage({ id });
    // a key the locale files do not name: its words
    const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
}

function Value({ field, label, data }: { field: string; label: string; data: unknown }): ReactNode {
  const intl = useIntl();
  const t = useT();
  const known = (id: string) => Boolean(intl.messages[id]);
  if (data === null || data === undefined || data === '') return '—';
  if (Array.isArray(data) && data.length === 0) return '—';
  if (typeof data === 'boolean') return t(data ? 'orders.detail.yes' : 'orders.detail.no');
  // doc 2 §3: vehicleImageIndex 0 truck, 1 bus, 2 car; fuelPercent 0-100
  if (field === 'vehicleImageIndex' && known(`orders.checklist.vehicleImage.${data}`))
    return t(`orders.checklist.vehicleImage.${data}`);
  if (field === 'fuelPercent' && typeof data === 'number') return `${data}%`;
  if (typeof data === 'string' && /^[YNIVX]$/.test(data))
    return known(`orders.checklist.answer.${data}`) ? t(`orders.checklist.answer.${data}`) : data;
  if (typeof data === 'string' && known(`orders.checklist.value.${data}`))
    return t(`orders.checklist.value.${data}`);
  if (isImage(data)) return <img className={image} src={data} alt={label} />;
  if (typeof data === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(data) && parseApiDate(data))
    return formatDateTime(data);
  if (Array.isArray(data))
    return data.map((d) => (typeof d === 'object' ? JSON.stringify(d) : String(d))).join(', ');
  if (isPlainObject(data) && 'meets' in data) return <Value field={field} label={label} data={data.meets} />;
  return String(data);
}

type Part =
  | { kind: 'grid'; entries: [string, unknown][] }
  | { kind: 'section' | 'table'; key: string; data: unknown };

/** The data in its own order: runs of plain values as one grid, objects as sections, lists of
 * records as tables. */
function parts(data: Record<string, unknown>): Part[] {
  const out: Part[] = [];
  for (const [key, v] of Object.entries(data)) {
    if (isPlainObject(v) && !('meets' in v)) out.push({ kind: 'section', key, data: v });
    else if (Array.isArray(v) && v.some(isPlainObject)) out.push({ kind: 'table', key, data: v });
    else {
      const last = out[out.length - 1];
      if (last?.kind === 'grid') last.entries.push([key, v]);
      else out.push({ kind: 'grid', entries: [[key, v]] });
    }
  }
  return out;
}

function Fields({ data }: { data: Record<string, unknown> }) {
  const label = useFieldLabel();
  return (
    <>
      {parts(data).map((part) =>
        part.kind === 'grid' ? (
          <dl key={part.entries[0][0]} className={cells}>
            {part.entries.map(([key, v]) => (
              <div key={key}>
                <dt className={term}>{label(key)}</dt>
                <dd className={value}>
                  <Value field={key} label={label(key)} data={v} />
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <Section key={part.key} title={label(part.key)}>
            {part.kind === 'section' ? (
              <Fields data={part.data as Record<string, unknown>} />
            ) : (
              <RowsTable rows={(part.data as unknown[]).filter(isPlainObject)} />
            )}
          </Section>
        ),
      )}
    </>
  );
}

function RowsTable({ rows }: { rows: Record<string, unknown>[] }) {
  const label = useFieldLabel();
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return (
    <table className={table}>
      <thead>
        <tr>
          {keys.map((k) => (
            <th key={k} scope="col">
              {label(k)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: stored rows have no id
          <tr key={i}>
            {keys.map((k) => (
              <td key={k}>
                <Value field={k} label={label(k)} data={r[k]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={section} aria-labelledby={id}>
      <h4 id={id} className={sectionTitle}>
        {title}
      </h4>
      {children}
    </section>
  );
}

export function ChecklistView({ checklist }: { checklist: OrderChecklist }) {
  const intl = useIntl();
  return (
    <div className={content}>
      <p className={term}>
        {intl.formatMessage(
          { id: 'orders.checklist.createdAt' },
          { date: formatDateTime(checklist.createdAt) },
        )}
      </p>
      <Fields data={checklist.data ?? {}} />
    </div>
  );
}

export function ChecklistTab({ checklists }: { checklists: OrderChecklist[] }) {
  const intl = useIntl();
  const [active, setActive] = useState<OrderChecklist['type']>(() => firstChecklistTab(checklists));
  const view = (type: OrderChecklist['type']) => {
    const found = checklists.find((c) => c.type === type);
    return found ? (
      <ChecklistView checklist={found} />
    ) : (
      <p className={term}>{intl.formatMessage({ id: 'orders.checklist.none' })}</p>
    );
  };
  return (
    <Tabs
      size="sm"
      label={intl.formatMessage({ id: 'orders.checklist.label' })}
      value={active}
      onValueChange={(v) => setActive(v as OrderChecklist['type'])}
      tabs={(['VEHICLE', 'MECHANIC'] as const).map((type) => ({
        value: type,
        label: intl.formatMessage({ id: `orders.checklist.type.${type}` }),
        content: view(type),
      }))}
    />
  );
}
