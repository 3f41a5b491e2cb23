/**
 * A reply body that is already JSON text, sent as it is instead of being serialised again.
 * `T` is the value the text encodes, so a route's handler is still checked against its response schema.
 */
export class JsonText<T> {
  declare readonly encodes: T;
  constructor(readonly text: string) {}
}
