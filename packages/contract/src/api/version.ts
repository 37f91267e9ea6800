/**
 * The version of the published API (the document's `info.version`). It follows the API, not the
 * app: the minor number goes up when something is added (an operation, a field, a status), the
 * major number when a client written for the previous version could break.
 *
 * - 1.0.0: the API of the specification.
 * - 1.1.0: every error answer has `detail` and `code` (decision 022); 415 for every unsupported
 *   body type; a wrong type is named as such, not as a missing field.
 */
export const API_VERSION = '1.1.0';
