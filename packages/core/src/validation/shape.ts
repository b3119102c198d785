/**
 * The wire shape of a reader, for documents (OpenAPI) and generators (fuzzing), taken from the reader
 * itself: `traceShape` runs it once on an empty probe while every InputReader call records the field it
 * reads — its path, its JSON Schema and whether it is required — so the shape can never drift from the
 * validation it describes. Rules a reader checks by hand (`fail`) are not shapes and are not listed.
 */

/** The JSON Schema 2020-12 subset the readers produce (OpenAPI 3.1 uses the same dialect). */
export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: readonly (string | null)[];
}
export type JsonType = 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';

/** `procedures[0].prices[1].technicalLevelId` → ['procedures', 0, 'prices', 0, 'technicalLevelId'] (every index is 0). */
function steps(path: string): (string | 0)[] {
  const out: (string | 0)[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(match[1] ?? 0);
  return out;
}

export class ShapeTrace {
  readonly root: JsonSchema = { type: 'object', properties: {} };

  /** Record the schema of the field at `path` (a later, more specific record of the same path wins). */
  field(path: string, schema: JsonSchema, required: boolean): void {
    const path_ = steps(path);
    const last = path_.pop();
    if (last === undefined) return;
    const parent = this.container(path_);
    if (last === 0) {
      parent.type = 'array';
      parent.items = { ...parent.items, ...schema };
      return;
    }
    parent.type = 'object';
    const properties = (parent.properties ??= {});
    properties[last] = { ...properties[last], ...schema };
    if (required && !(parent.required ?? []).includes(last)) parent.required = [...(parent.required ?? []), last];
  }

  private container(path: readonly (string | 0)[]): JsonSchema {
    let node = this.root;
    for (const step of path) {
      if (step === 0) {
        node.type = 'array';
        node = node.items ??= {};
      } else {
        node.type = 'object';
        const properties = (node.properties ??= {});
        node = properties[step] ??= {};
      }
    }
    return node;
  }
}

let active: ShapeTrace | null = null;

/** The trace a reader created now should record into (only while `traceShape` runs). */
export function currentTrace(): ShapeTrace | null {
  return active;
}

/** An object entry of a list while tracing: every list shows one entry so its fields are read too. */
export const PROBE_ENTRY: Readonly<Record<string, never>> = Object.freeze({});

/** The shape `read` reads, found by running it once on an empty object. */
export function traceShape(read: (raw: unknown) => unknown): JsonSchema {
  const trace = new ShapeTrace();
  const outer = active;
  active = trace;
  try {
    read({});
  } finally {
    active = outer;
  }
  return trace.root;
}
