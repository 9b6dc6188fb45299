import type { Type } from 'arktype';
import { answerSchema } from '../http/answers';
import * as buildingAnswers from '../http/building-answers';
import * as catalogRegisterAnswers from '../http/catalog-register-answers';
import * as crossdockingAnswers from '../http/crossdocking-answers';
import * as dashboardAnswers from '../http/dashboard-answers';
import * as deviceAnswers from '../http/device-answers';
import * as dispatchAnswers from '../http/dispatch-answers';
import * as downstreamAnswers from '../http/downstream-answers';
import * as inventoryAnswers from '../http/inventory-answers';
import * as npsAnswers from '../http/nps-answers';
import * as operationAnswers from '../http/operation-answers';
import * as orderAnswers from '../http/order-answers';
import * as orderFormAnswers from '../http/order-form-answers';
import * as platformAnswers from '../http/platform-answers';
import * as positionAnswers from '../http/position-answers';
import * as productAnswers from '../http/product-answers';
import * as recordAnswers from '../http/record-answers';
import * as registerAnswers from '../http/register-answers';
import * as routeAnswers from '../http/route-answers';
import * as stockAnswers from '../http/stock-answers';
import * as yardAnswers from '../http/yard-answers';

/**
 * The records the platform answers, named in /docs `components.schemas` (issue 28): every answer
 * type of http/*-answers.ts exported as `somethingAnswer` or `somethingPage` that is an object of
 * three fields or more is `Something` / `SomethingPage`. The document refers to them wherever an
 * answer holds one (named-schemas.ts), so a tool generating a client sees `Order`, `Party`…
 */
const MODULES: Record<string, unknown>[] = [
  buildingAnswers,
  catalogRegisterAnswers,
  crossdockingAnswers,
  dashboardAnswers,
  deviceAnswers,
  dispatchAnswers,
  downstreamAnswers,
  inventoryAnswers,
  npsAnswers,
  operationAnswers,
  orderAnswers,
  orderFormAnswers,
  platformAnswers,
  positionAnswers,
  productAnswers,
  recordAnswers,
  registerAnswers,
  routeAnswers,
  stockAnswers,
  yardAnswers,
];

const NAMED = /^([a-z][A-Za-z0-9]*?)(Answer|Page|PageAnswer)$/;
/** fewer fields than this is a wrapper (`{ message, order }`), not a record */
const MIN_FIELDS = 3;

type JsonSchema = Record<string, unknown>;

function isArktype(value: unknown): value is Type<unknown> {
  return typeof value === 'function' && 'toJsonSchema' in value;
}

let computed: Record<string, JsonSchema> | undefined;

/** Each named record's JSON Schema (as answers are serialised), by component name, sorted: a
 * copy, computed once per process (the document's builder changes what it is given). */
export function namedRecordSchemas(): Record<string, JsonSchema> {
  computed ??= recordSchemas();
  return structuredClone(computed);
}

function recordSchemas(): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const mod of MODULES) {
    for (const [exported, value] of Object.entries(mod)) {
      const match = NAMED.exec(exported);
      if (!match || !isArktype(value)) continue;
      const schema = answerSchema(value);
      const fields = schema.type === 'object' ? Object.keys((schema.properties as object) ?? {}) : [];
      if (fields.length < (match[2] === 'Answer' ? MIN_FIELDS : 1)) continue;
      const base = match[1][0].toUpperCase() + match[1].slice(1);
      out[match[2] === 'Answer' ? base : `${base}Page`] = schema;
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
