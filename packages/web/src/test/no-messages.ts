/** Tests install the core's dictionaries in setup.ts; the per-language text chunks resolve to nothing. */
const messages: Readonly<Record<string, string>> = {};
export default messages;
