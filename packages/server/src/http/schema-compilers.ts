import AjvCompiler, { type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import SerializerSelector, { type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

type Validate = ReturnType<ReturnType<BuildCompilerFromPool>>;
type Serialize = ReturnType<ReturnType<SerializerFactory>>;

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for answers), each route schema compiled
 * the first time it is used or when `compileAll` runs, whichever comes first. The server compiles them
 * all before it listens, as Fastify would; an app built for a test compiles only the routes the test
 * calls, which is most of what building one cost (1.2 s of 1.4 s, mostly Ajv).
 * A compiler passed to Fastify counts as custom: it then leaves header schemas as written instead of
 * lower-casing their keys. No route has one.
 */
export function onFirstUseCompilers() {
  const pending = new Set<() => void>();
  // One pool each, as Fastify keeps: plugin contexts with the same shared schemas share one Ajv.
  const validatorPool = AjvCompiler();
  const serializerPool = SerializerSelector();

  const onFirstUse = <F>(compile: () => F) => {
    let compiled: F | undefined;
    const get = () => {
      if (compiled === undefined) {
        compiled = compile();
        pending.delete(get);
      }
      return compiled;
    };
    pending.add(get);
    return get;
  };

  const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
    const compile = validatorPool(externalSchemas, options);
    // Fastify hands over the route's definition ({ schema, method, url, httpPart }), typed here as a schema.
    return (route) => {
      const get = onFirstUse(() => compile(route));
      // Fastify reads a failed validation's `errors` from the function it was given.
      const validate = ((data: unknown) => {
        const inner = get();
        const valid = inner(data);
        validate.errors = inner.errors;
        return valid;
      }) as Validate;
      return validate;
    };
  };

  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = serializerPool(externalSchemas, options);
    // A route mounted under several prefixes hands over the same answer schemas each time.
    const bySchema = new WeakMap<object, Serialize>();
    const compileOnce = (route: Parameters<typeof compile>[0]) => {
      if (typeof route.schema !== 'object' || route.schema === null) return compile(route);
      const known = bySchema.get(route.schema);
      if (known) return known;
      const serialize = compile(route);
      bySchema.set(route.schema, serialize);
      return serialize;
    };
    return (route) => {
      const get = onFirstUse(() => compileOnce(route));
      return (data) => get()(data);
    };
  };

  return {
    compilersFactory: { buildValidator, buildSerializer },
    /** Compiles every schema not compiled yet; a schema that cannot compile throws here. */
    compileAll(): void {
      for (const get of [...pending]) get();
    },
  };
}
