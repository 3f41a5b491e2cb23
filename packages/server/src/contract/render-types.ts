/**
 * Renders TypeBox (JSON Schema) wire shapes as TypeScript declarations: the SDK's wire types are
 * generated from the schemas the server validates and serializes with, so the two cannot drift.
 * Handles the JSON Schema the server's schemas use: objects (properties, required, records),
 * arrays, anyOf, const, enum, the primitive types and `{}` (unknown).
 */
type Schema = Record<string, unknown>;

/** Named shapes of one generated file, in the order they are declared. */
export type NamedShapes = Readonly<Record<string, object>>;

/** A limit the server enforces and clients should know (a cart's most lines): published as a constant. */
export interface WireConstant {
  value: number | string;
  description: string;
}

/** Named constants of one generated file, declared before its shapes. */
export type WireConstants = Readonly<Record<string, WireConstant>>;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A key of an object type: bare where it is an identifier, quoted otherwise. */
const propertyKey = (key: string) => (IDENTIFIER.test(key) ? key : JSON.stringify(key));

function docComment(schema: Schema, indent: string): string {
  const text = typeof schema.description === 'string' ? schema.description : undefined;
  return text ? `${indent}/** ${text.replaceAll('*/', '*\\/')} */\n` : '';
}

class Renderer {
  private readonly byIdentity = new Map<object, string>();
  private readonly byShape = new Map<string, string>();

  constructor(shapes: NamedShapes) {
    for (const [name, schema] of Object.entries(shapes)) {
      this.byIdentity.set(schema, name);
      if (!this.byShape.has(JSON.stringify(schema))) this.byShape.set(JSON.stringify(schema), name);
    }
  }

  /** The name a shape is declared under, when it is one of the named shapes (but not `self`). */
  private nameOf(schema: Schema, self?: string): string | undefined {
    const name = this.byIdentity.get(schema) ?? this.byShape.get(JSON.stringify(schema));
    return name === self ? undefined : name;
  }

  declaration(name: string, schema: Schema): string {
    const body = this.type(schema, '', name);
    const doc = docComment(schema, '');
    if (schema.type === 'object' && schema.properties && !schema.patternProperties) {
      return `${doc}export interface ${name} ${body}\n`;
    }
    return `${doc}export type ${name} = ${body};\n`;
  }

  type(schema: Schema, indent: string, self?: string): string {
    const named = this.nameOf(schema, self);
    if (named) return named;
    if ('const' in schema) return JSON.stringify(schema.const);
    if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
    if (Array.isArray(schema.anyOf)) {
      return (schema.anyOf as Schema[]).map((member) => this.type(member, indent)).join(' | ');
    }
    switch (schema.type) {
      case 'string':
        return 'string';
      case 'number':
      case 'integer':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'null':
        return 'null';
      case 'array': {
        const item = this.type((schema.items ?? {}) as Schema, indent);
        return /[ |&]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
      }
      case 'object':
        return this.object(schema, indent);
      case undefined:
        if (Object.keys(schema).every((key) => key === 'description')) return 'unknown';
    }
    throw new Error(`a wire shape uses JSON Schema the generator does not render: ${JSON.stringify(schema)}`);
  }

  private object(schema: Schema, indent: string): string {
    const pattern = schema.patternProperties as Record<string, Schema> | undefined;
    const properties = schema.properties as Record<string, Schema> | undefined;
    if (pattern && !properties) {
      const values = Object.values(pattern).map((value) => this.type(value, indent));
      return `Record<string, ${values.join(' | ')}>`;
    }
    const entries = Object.entries(properties ?? {});
    if (entries.length === 0) return 'Record<string, never>';
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const inner = `${indent}  `;
    const lines = entries.map(([key, value]) => {
      const optional = required.has(key) ? '' : '?';
      return `${docComment(value, inner)}${inner}${propertyKey(key)}${optional}: ${this.type(value, inner)};`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
}

function constantDeclaration(name: string, constant: WireConstant): string {
  if (!IDENTIFIER.test(name)) throw new Error(`a wire constant needs an identifier for a name: ${name}`);
  return `${docComment(constant as unknown as Schema, '')}export const ${name} = ${JSON.stringify(constant.value)};\n`;
}

/**
 * The declarations of `constants`, then of `shapes`, each nested shape that is itself named referred to by its
 * name.
 */
export function renderWireTypes(shapes: NamedShapes, header: string, constants: WireConstants = {}): string {
  const renderer = new Renderer(shapes);
  const declarations = [
    ...Object.entries(constants).map(([name, constant]) => constantDeclaration(name, constant)),
    ...Object.entries(shapes).map(([name, schema]) => renderer.declaration(name, schema as Schema)),
  ];
  return `${header}\n\n${declarations.join('\n')}`;
}
