/** The part of @adobe/structured-data-validator's API the JSON-LD test uses (it ships no types). */
declare module '@adobe/structured-data-validator' {
  export type Issue = { issueMessage: string; severity: string; fieldNames?: string[] };
  export default class Validator {
    /** Extracted data: each format's root nodes, by type (`{ jsonld: { Product: [node] } }`). */
    validate(data: { jsonld: Record<string, unknown[]> }): Promise<Issue[]>;
  }
}
