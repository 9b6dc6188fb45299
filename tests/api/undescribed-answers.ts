/**
 * The operations whose success answer is not described field by field yet (issue 17 "OpenAPI
 * answers"): addRoute without `response`, documented as "JSON answer (its fields are not described
 * yet)" and serialised with JSON.stringify. `tests/api/openapi-responses.test.ts` compares this list
 * with /docs both ways: a new route without an answer type fails, and so does a route still listed
 * here once it has one — the list only shrinks. Describe a route's answer with an arktype type in
 * `simulator/http/*-answers.ts` (checked against its domain type), or, when it is not JSON, with a
 * MediaAnswer (`simulator/http/media-answers.ts`), and remove its line.
 */
export const UNDESCRIBED_ANSWERS: readonly string[] = [
  'GET /api/orders',
  'GET /api/routes',
  'GET /api/position',
  'POST /api/position',
  'POST /api/conference/{id}/import',
  'GET /api/product',
  'GET /api/position-handling',
  'POST /api/position-handling',
  'GET /api/position-handling/{id}',
  'POST /api/position-handling/{id}',
  'PUT /api/position-handling/{id}',
  'GET /api/position/{id}',
  'PATCH /api/position/{id}',
  'DELETE /api/position/{id}',
  // issue 12 (buildings and warehouses, merged after the list was made): to describe next
  'GET /api/warehouse',
  'POST /api/warehouse',
  'GET /api/warehouse/{id}',
  'DELETE /api/warehouse/{id}',
];
