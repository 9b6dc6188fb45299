import { type ReactNode, useId } from 'react';
import { css } from '../../../../styled-system/css';
import { flex, grid, stack } from '../../../../styled-system/patterns';
import { formatDmyHm } from '../../../domain/date-format';
import type { Order } from '../../../domain/order-records';
import { stageCode } from '../../../domain/orders';
import { formatPhone, MASKS } from '../../../services/display-masks';
import { formatDateTime, formatMoney, parseApiDate } from '../../../services/format';
import { useCodeLabels } from '../../../ui/code-labels';
import { Badge, statusTone } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';
import { ErpData } from './erp-data';
import {
  amountInlineProblem,
  deliveryDateProblem,
  minDeliveryInput,
  parseAmount,
  textInlineProblem,
  toDateTimeInput,
} from './inline-edit';
import { InlineField } from './inline-field';
import { ItemsTable } from './items-table';
import { OrderProgress } from './order-progress';
import { PartyBlock } from './party-block';
import { TaxesTable } from './taxes-table';
import { useOrderEdits } from './use-order-edits';

// doc 2 §2 "Summary": three-step progress; sales channel "(code) - name"; ID; order number; order
// date dd/MM/yyyy HH:mm:ss; inline-editable scheduled delivery, delivery date and tracking code;
// type, status, stage, transporter name; inline-editable freight and transfer; sender and
// recipient blocks; recipient e-mail and phone (inline-editable, shown only when present);
// inline-editable observation; paginated items; taxes without zeros.

const content = stack({ gap: '4' });
const cells = grid({
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
});
const term = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'textMuted', textTransform: 'uppercase' });
const value = flex({
  fontSize: 'sm',
  color: 'text',
  overflowWrap: 'anywhere',
  minHeight: '7',
  alignItems: 'center',
});
const pair = stack({ gap: '0.5', minWidth: '0' });
const parties = grid({ gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '3' });
const wide = css({ gridColumn: { base: 'span 2', md: 'span 2' } });
const full = css({ gridColumn: { base: 'span 2', md: 'span 4' } });
const sectionTitle = css({
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'text',
  pb: '1',
  borderBottomWidth: '1px',
  borderColor: 'border',
  mb: '2',
});

/** dd/MM/yyyy HH:mm:ss (doc 2 §2 order date). */
export function formatDateTimeSeconds(value: string | null | undefined): string {
  const d = parseApiDate(value ?? null);
  if (!d) return '';
  return formatDmyHm(d, true);
}

function Pair({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled value, not a set of form controls
    <div className={pair} role="group" aria-labelledby={id}>
      <span id={id} className={term}>
        {label}
      </span>
      <span className={value}>{children}</span>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

export function SummaryTab({ order, editable }: { order: Order; editable: boolean }) {
  const t = useT();
  const labels = useCodeLabels();
  const edits = useOrderEdits(order);
  const delivery = parseApiDate(order.deliveryDate);
  const recipient = order.recipient;
  // An order without a sales channel says so rather than leaving a blank cell (issue 20).
  const channel = order.saleschannel
    ? `(${order.saleschannel.code}) - ${order.saleschannel.saleschannel}`
    : t('orders.detail.empty');

  return (
    <div className={content}>
      <OrderProgress status={order.status} />

      <div className={cells}>
        <Pair label={t('orders.detail.fields.id')}>{order.id}</Pair>
        <Pair label={t('orders.detail.fields.orderNumber')}>{order.orderNumber}</Pair>
        <Pair label={t('orders.detail.fields.orderDate')}>{formatDateTimeSeconds(order.orderDate)}</Pair>
        <Pair label={t('orders.detail.fields.salesChannel')}>{channel}</Pair>

        <InlineField
          label={t('orders.detail.fields.scheduledDelivery')}
          kind="switch"
          value={order.scheduledDelivery ? 'true' : 'false'}
          display={order.scheduledDelivery ? t('orders.detail.yes') : t('orders.detail.no')}
          onSave={edits.saveScheduled}
          disabled={!editable}
        />
        <InlineField
          label={t('orders.detail.fields.deliveryDate')}
          kind="datetime"
          value={delivery ? toDateTimeInput(delivery) : ''}
          display={formatDateTime(order.deliveryDate)}
          min={minDeliveryInput()}
          problem={(draft) => deliveryDateProblem(draft)}
          onSave={edits.saveDeliveryDate}
          disabled={!editable}
        />
        <InlineField
          className={wide}
          label={t('orders.detail.fields.trackingCode')}
          kind="text"
          value={order.trackingCode ?? ''}
          display={order.trackingCode ?? ''}
          problem={(draft) => textInlineProblem('trackingCode', draft)}
          onSave={(draft) => edits.saveText('trackingCode', draft)}
          disabled={!editable}
        />

        <Pair label={t('orders.detail.fields.type')}>{labels.type(order.type)}</Pair>
        <Pair label={t('orders.detail.fields.status')}>
          <Badge tone={statusTone(order.status)}>{labels.status(order.status)}</Badge>
        </Pair>
        <Pair label={t('orders.detail.fields.stage')}>
          {labels.label('stage', stageCode(order.stage) ?? order.stage)}
        </Pair>
        <Pair label={t('orders.detail.fields.transporter')}>{order.transporter?.nameTransporter ?? ''}</Pair>

        <InlineField
          label={t('orders.detail.fields.freight')}
          kind="amount"
          value={String(parseAmount(order.priceFreight) ?? 0)}
          display={formatMoney(order.priceFreight ?? 0)}
          problem={amountInlineProblem}
          onSave={(draft) => edits.saveAmount('priceFreight', draft)}
          disabled={!editable}
        />
        <InlineField
          label={t('orders.detail.fields.transfer')}
          kind="amount"
          value={String(parseAmount(order.priceTransfer) ?? 0)}
          display={formatMoney(order.priceTransfer ?? 0)}
          problem={amountInlineProblem}
          onSave={(draft) => edits.saveAmount('priceTransfer', draft)}
          disabled={!editable}
        />
      </div>

      <div className={parties}>
        <PartyBlock heading={t('orders.detail.sender')} party={order.sender} />
        <PartyBlock heading={t('orders.detail.recipient')} party={recipient} />
      </div>

      <ErpData order={order} />

      {(recipient?.email || recipient?.phone) && (
        <Section title={t('orders.detail.contacts')}>
          <div className={cells}>
            {recipient?.email && (
              <InlineField
                className={wide}
                label={t('orders.detail.fields.recipientEmail')}
                kind="email"
                value={recipient.email}
                display={t('orders.detail.emailValue', { email: recipient.email })}
                problem={(draft) => textInlineProblem('recipientEmail', draft)}
                onSave={(draft) => edits.saveText('recipientEmail', draft)}
                disabled={!editable}
              />
            )}
            {recipient?.phone && (
              <InlineField
                className={wide}
                label={t('orders.detail.fields.recipientPhone')}
                kind="phone"
                mask={[...MASKS.phone]}
                value={recipient.phone}
                display={t('orders.detail.phoneValue', { phone: formatPhone(recipient.phone) })}
                problem={(draft) => textInlineProblem('recipientPhone', draft)}
                onSave={(draft) => edits.saveText('recipientPhone', draft)}
                disabled={!editable}
              />
            )}
          </div>
        </Section>
      )}

      <div className={cells}>
        <InlineField
          className={full}
          label={t('orders.detail.fields.observation')}
          kind="textarea"
          value={order.additionalInfo ?? ''}
          display={order.additionalInfo ?? ''}
          problem={(draft) => textInlineProblem('additionalInfo', draft)}
          onSave={(draft) => edits.saveText('additionalInfo', draft)}
          disabled={!editable}
        />
      </div>

      <Section title={t('orders.detail.items', { count: order.items.length })}>
        <ItemsTable items={order.items} />
      </Section>

      <Section title={t('orders.detail.taxes')}>
        <TaxesTable taxes={order.taxes} />
      </Section>
    </div>
  );
}
