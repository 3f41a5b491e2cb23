/**
 * The text fields a route's schema declares, for the fuzz test: each as the path a request reaches it by
 * (`['checkout', 'lineItems', 0, 'note']`) and the field name a violation gives it (`checkout.lineItems[0].note`).
 */
export interface StringField {
  path: (string | number)[];
  field: string;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** Deep enough for every route's body (the deepest text field is a checkout's gift-card or address line). */
const MAX_DEPTH = 12;

const fieldName = (path: (string | number)[]) =>
  path.reduce<string>(
    (name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  );

/** Every string-typed place in a JSON schema (TypeBox's output): objects, arrays, records, unions. */
export function stringFields(schema: unknown): StringField[] {
  const found = new Map<string, StringField>();
  const walk = (node: unknown, path: (string | number)[]) => {
    if (!isNode(node) || path.length > MAX_DEPTH) return;
    for (const branch of [node.anyOf, node.oneOf, node.allOf]) {
      if (Array.isArray(branch)) for (const b of branch) walk(b, path);
    }
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (types.includes('string')) {
      const field = fieldName(path);
      found.set(field, { path, field });
    }
    if (isNode(node.properties)) {
      for (const [key, child] of Object.entries(node.properties)) walk(child, [...path, key]);
    }
    if (isNode(node.patternProperties)) {
      for (const child of Object.values(node.patternProperties)) walk(child, [...path, 'key']);
    }
    if (isNode(node.items)) walk(node.items, [...path, 0]);
  };
  walk(schema, []);
  return [...found.values()];
}

/** A value holding `text` at `path` and nothing else: `{ checkout: { lineItems: [{ note: text }] } }`. */
export function valueAt(path: (string | number)[], text: string): unknown {
  let value: unknown = text;
  for (let i = path.length - 1; i >= 0; i--) {
    const part = path[i]!;
    value = typeof part === 'number' ? [value] : { [part]: value };
  }
  return value;
}
