import { css } from '../../../../styled-system/css';
import { grid, stack } from '../../../../styled-system/patterns';
import { hasErpData } from '../../../domain/integration-data';
import type { Order } from '../../../domain/order-records';
import { formatDateTime } from '../../../services/format';
import { useIntegrationOrderData } from '../../../services/order-imports.api';
import { FailedState } from '../../../ui/states';
import { useT } from '../../../ui/use-t';

// The ERP data of an order a billing integration imported (GET /integrations/sysemp/data/{id},
// doc 2 §7; where it is shown is ours: src/domain/integration-data.ts): the integration, the code
// the ERP knows the order by and when it came in. Other orders show nothing.

const box = stack({ gap: '2' });
const heading = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'text' });
const list = grid({
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
  m: '0',
});
const term = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'textMuted', textTransform: 'uppercase' });
const detail = css({ fontSize: 'sm', m: '0', overflowWrap: 'anywhere' });

export function ErpData({ order }: { order: Order }) {
  const t = useT();
  const offered = hasErpData(order);
  const data = useIntegrationOrderData(order.id, offered);
  if (!offered) return null;
  const rows: Array<[string, string]> = data.data
    ? [
        [t('orders.detail.erp.integration'), data.data.integration.toUpperCase()],
        [t('orders.detail.erp.code'), data.data.code],
        [t('orders.detail.erp.importedAt'), formatDateTime(data.data.importedAt)],
      ]
    : [];
  return (
    <section className={box} aria-label={t('orders.detail.erp.title')}>
      <h3 className={heading}>{t('orders.detail.erp.title')}</h3>
      {data.isError ? (
        <FailedState />
      ) : (
        <dl className={list}>
          {rows.map(([label, text]) => (
            <div key={label}>
              <dt className={term}>{label}</dt>
              <dd className={detail}>{text}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
