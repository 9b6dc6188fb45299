/**
 * The operations whose success answer is not described field by field yet (issue 17 "OpenAPI
 * answers"): addRoute without `response`, documented as "JSON answer (its fields are not described
 * yet)" and serialised with JSON.stringify. `tests/api/openapi-responses.test.ts` compares this list
 * with /docs both ways: a new route without an answer type fails, and so does a route still listed
 * here once it has one — the list only shrinks. Describe a route's answer with an arktype type in
 * `simulator/http/*-answers.ts` (checked against its domain type), or, when it is not JSON, with a
 * MediaAnswer (`simulator/http/media-answers.ts`). Every route is described now: keep it empty.
 */
export const UNDESCRIBED_ANSWERS: readonly string[] = [];
