// How long the console waits after the last keystroke before it asks the platform (doc 1 §9
// "Search debounce 400 ms; postal lookup debounce 300 ms"; doc 2 §9 "customer search 400 ms,
// postal lookup 300 ms"; doc 3 §5 "search debounce 400 ms").

/** doc 1 §9: searches typed by name or text (parties, products, "document in use"). */
export const SEARCH_DEBOUNCE_MS = 400;

/** doc 1 §5, §9: an 8-digit postal code is looked up 300 ms after the last change. */
export const POSTAL_LOOKUP_DEBOUNCE_MS = 300;

/**
 * doc 1 §5 "a valid 14-digit CNPJ triggers a company lookup" gives no delay. Like the postal code it
 * is a lookup of a complete code (not a search by text), so it waits as long as the postal lookup.
 */
export const CNPJ_LOOKUP_DEBOUNCE_MS = POSTAL_LOOKUP_DEBOUNCE_MS;
