import { type } from 'arktype';
import { PARTY_KINDS, type PartyRecord } from '../../src/domain/parties';
import type { ProductLight } from '../../src/domain/products';
import type { IntegrationRow } from '../store/integrations.repo';
import { INTEGRATION_NAMES } from '../store/integrations.repo';
import { exact, listAnswer, messageWith, nullableText } from './answers';
import { partyAnswer } from './order-answers';

/**
 * Answer types of what the new-order page picks from and the order imports (doc 2 §2, §5, §7;
 * simulator/routes/catalog.routes.ts and imports.routes.ts): active products and a quick product,
 * registered recipients and senders, a billing integration and a data import's count. Checked
 * against the domain types with `exact`.
 */

export const productLightAnswer = type({
  id: 'string',
  sku: 'string',
  description: 'string',
  barcode: nullableText,
  rfidcode: nullableText,
  manufactorCode: nullableText,
  un: 'string',
  price: 'number',
  isActive: 'boolean',
  productBatch: nullableText,
  productExpire: nullableText,
});
exact<typeof productLightAnswer.infer, ProductLight>(true);
export const productLightPage = listAnswer('products', productLightAnswer);
export const quickProductChange = messageWith('product', productLightAnswer);

const partyRecordAnswer = partyAnswer.and({
  kind: type.enumerated(...PARTY_KINDS),
  companyDocument: 'string',
});
exact<typeof partyRecordAnswer.infer, PartyRecord>(true);
export const partiesPage = {
  recipient: listAnswer('recipients', partyRecordAnswer),
  sender: listAnswer('senders', partyRecordAnswer),
};
export const partyChange = {
  recipient: messageWith('recipient', partyRecordAnswer.or('null')),
  sender: messageWith('sender', partyRecordAnswer.or('null')),
};

/** GET /integrations/{name}: its name, whether active, and its configuration's fields. */
export const integrationAnswer = type({
  name: type.enumerated(...INTEGRATION_NAMES),
  active: 'boolean',
  'apiKey?': 'string',
  'empresa?': 'string',
});
exact<typeof integrationAnswer.infer, Pick<IntegrationRow, 'name' | 'active'> & IntegrationRow['config']>(
  true,
);

/** POST /data-import: the ids of the orders created and their count. */
export const dataImportAnswer = type({ message: 'string', orders: 'string[]', created: 'number' });
