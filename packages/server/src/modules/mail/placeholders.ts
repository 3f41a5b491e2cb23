/**
 * The merchant's mail templates: text with `{{name}}` placeholders, `{{#name}}...{{/name}}` sections (shown
 * only when `name` has a value) and `{{^name}}...{{/name}}` (only when it has none). Pure: no I/O.
 */

type Node = { text: string } | { value: string } | { section: string; inverted: boolean; children: Node[] };

export type Parsed = { ok: true; nodes: Node[] } | { ok: false; problem: string };

const NAME = /^([#^/]?)([A-Za-z][A-Za-z0-9]*)$/;

/** Parses `source`, refusing placeholders outside `known`, an unclosed `{{` and an unclosed or stray section. */
export function parseTemplate(source: string, known: readonly string[]): Parsed {
  const root: Node[] = [];
  const open: { name: string; children: Node[] }[] = [];
  const into = () => open.at(-1)?.children ?? root;
  let at = 0;
  while (at < source.length) {
    const start = source.indexOf('{{', at);
    if (start < 0) {
      into().push({ text: source.slice(at) });
      break;
    }
    if (start > at) into().push({ text: source.slice(at, start) });
    const end = source.indexOf('}}', start + 2);
    if (end < 0) return { ok: false, problem: `has an unclosed placeholder at character ${start + 1}` };
    const inner = source.slice(start + 2, end).trim();
    const match = NAME.exec(inner);
    if (!match) return { ok: false, problem: `has a malformed placeholder {{${inner}}}` };
    const [, sign, name = ''] = match;
    if (!known.includes(name)) {
      return {
        ok: false,
        problem: `has an unknown placeholder {{${name}}}: known are ${known.map((k) => `{{${k}}}`).join(', ')}`,
      };
    }
    if (sign === '#' || sign === '^') {
      const section = { name, children: [] as Node[] };
      into().push({ section: name, inverted: sign === '^', children: section.children });
      open.push(section);
    } else if (sign === '/') {
      if (open.at(-1)?.name !== name) return { ok: false, problem: `closes {{/${name}}} that is not open` };
      open.pop();
    } else {
      into().push({ value: name });
    }
    at = end + 2;
  }
  const unclosed = open.at(-1);
  if (unclosed) return { ok: false, problem: `does not close the section of {{${unclosed.name}}}` };
  return { ok: true, nodes: root };
}

/** The template with each placeholder replaced by its value (absent: empty) and empty sections left out. */
export function renderNodes(
  nodes: readonly Node[],
  values: Readonly<Record<string, string | undefined>>,
): string {
  let out = '';
  for (const node of nodes) {
    if ('text' in node) out += node.text;
    else if ('value' in node) out += values[node.value] ?? '';
    else if (Boolean(values[node.section]) !== node.inverted) out += renderNodes(node.children, values);
  }
  return out;
}

/** Parses and renders a template already checked (defaults and stored templates): a problem is a bug. */
export function renderTemplate(
  source: string,
  known: readonly string[],
  values: Readonly<Record<string, string | undefined>>,
): string {
  const parsed = parseTemplate(source, known);
  if (!parsed.ok) throw new Error(`mail template ${parsed.problem}`);
  return renderNodes(parsed.nodes, values);
}
