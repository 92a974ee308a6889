// Where the API describes itself: the OpenAPI document built from the route table, and a plain
// page listing every call. Not calls of the client, so not routes of the table.
export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_JSON_PATH = '/api/docs/json';
