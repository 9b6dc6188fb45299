import { toApiRange } from '../../../domain/dates';
import { encodeFilters, encodeSort, type Sort } from '../../../domain/list-query';
import type { UserType } from '../../../domain/user';

// The order list's filters and how they become the GET /orders query (doc 2 §2 "Orders list",
// §6, §7; doc 1 §7.1):
//
// | rule | seed |
// |---|---|
// | filters: client, order number, NF-e number, sales channel, state, city, postal code, origin, type, plate, mechanic, transporter, status, date range | doc 2 §2 |
// | filter = field|value pairs joined by commas; sort = field|ASC or field|DESC; dates = start T end | doc 1 §7.1 |
// | a SHIPPER user's list is filtered by shipperDocument, everyone else's by customerDocument | doc 2 §2, §6 |
// | page and take (25/50/100/150/200) | doc 1 §9 |

export interface OrderFilters {
  client: string;
  orderNumber: string;
  invoiceNumber: string;
  salesChannel: string;
  state: string;
  city: string;
  postalCode: string;
  origin: string;
  type: string;
  plate: string;
  mechanic: string;
  transporter: string;
  status: string;
}

export const EMPTY_FILTERS: OrderFilters = {
  client: '',
  orderNumber: '',
  invoiceNumber: '',
  salesChannel: '',
  state: '',
  city: '',
  postalCode: '',
  origin: '',
  type: '',
  plate: '',
  mechanic: '',
  transporter: '',
  status: '',
};

/** The API field each filter is sent as (docs/CONTRACTS.md "Orders area API"). */
export const FILTER_FIELDS: Record<keyof OrderFilters, string> = {
  client: 'client',
  orderNumber: 'orderNumber',
  invoiceNumber: 'invoiceNumber',
  salesChannel: 'saleschannel',
  state: 'state',
  city: 'city',
  postalCode: 'postalCode',
  origin: 'origin',
  type: 'type',
  plate: 'plate',
  mechanic: 'mechanic',
  transporter: 'transporter',
  status: 'status',
};

/** The sortable columns of doc 2 §2 and the API field each sorts by. */
export const SORT_FIELDS = {
  orderNumber: 'orderNumber',
  orderDate: 'orderDate',
  city: 'city',
  type: 'type',
  status: 'status',
  origin: 'origin',
} as const;

export interface OrdersQueryInput {
  filters: OrderFilters;
  range: { start: Date; end: Date };
  sort: Sort | null;
  page: number;
  take: number;
  userType: UserType | null | undefined;
  companyDocument: string | null | undefined;
}

export interface OrdersQuery {
  page: number;
  take: number;
  dates: string;
  filter?: string;
  sort?: string;
  shipperDocument?: string;
  customerDocument?: string;
}

/** Trims a filter's value; the postal code is sent as digits (the field shows a mask). */
function cleanFilter(key: keyof OrderFilters, value: string): string {
  const text = value.trim();
  return key === 'postalCode' ? text.replace(/\D/g, '') : text;
}

/** The `filter` parameter: only the filters with a value, as field|value pairs. Commas and pipes
 * inside a value would break the pairs, so they are replaced by spaces. */
export function encodeOrderFilters(filters: OrderFilters): string {
  const pairs: Record<string, string> = {};
  for (const key of Object.keys(FILTER_FIELDS) as (keyof OrderFilters)[]) {
    const value = cleanFilter(key, filters[key] ?? '')
      .replace(/[,|]/g, ' ')
      .trim();
    if (value !== '') pairs[FILTER_FIELDS[key]] = value;
  }
  return encodeFilters(pairs);
}

/** doc 2 §6: shipper users by shipperDocument, others by customerDocument (from the token). */
export function documentScope(
  userType: UserType | null | undefined,
  companyDocument: string | null | undefined,
): Pick<OrdersQuery, 'shipperDocument' | 'customerDocument'> {
  if (!companyDocument) return {};
  return userType === 'SHIPPER'
    ? { shipperDocument: companyDocument }
    : { customerDocument: companyDocument };
}

/** The GET /orders query of the list. */
export function ordersQuery(input: OrdersQueryInput): OrdersQuery {
  const filter = encodeOrderFilters(input.filters);
  return {
    page: input.page,
    take: input.take,
    dates: toApiRange(input.range.start, input.range.end),
    ...(filter ? { filter } : {}),
    ...(input.sort ? { sort: encodeSort(input.sort) } : {}),
    ...documentScope(input.userType, input.companyDocument),
  };
}

/** Filters given in the address (the dashboard's indicator cards link to /orders?type=…&status=…). */
export function filtersFromSearch(search: string): OrderFilters {
  const params = new URLSearchParams(search);
  const out = { ...EMPTY_FILTERS };
  for (const key of Object.keys(EMPTY_FILTERS) as (keyof OrderFilters)[]) {
    const value = params.get(key);
    if (value) out[key] = value;
  }
  if (out.type) out.type = out.type.toUpperCase();
  if (out.status) out.status = out.status.toUpperCase();
  return out;
}

/** Whether any filter has a value. */
export function hasFilters(filters: OrderFilters): boolean {
  return encodeOrderFilters(filters) !== '';
}
