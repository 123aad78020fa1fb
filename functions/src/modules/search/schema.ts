/**
 * Request schema of the search module. The query schema is shared with the web app
 * (shared/search.ts) so both refuse the same input with the same messages.
 */
export { searchQuerySchema, type SearchQuery } from '../../shared/search.js';
