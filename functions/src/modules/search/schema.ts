/**
 * Request schema of the search module. The query schema is shared with the web app
 * (@notesea/contract/search) so both refuse the same input with the same messages.
 */
export { searchQuerySchema, type SearchQuery } from '@notesea/contract/search';
