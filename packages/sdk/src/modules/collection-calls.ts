import type { ModuleContext } from '../module';

/**
 * The four calls of a merchant's collection resource at `base` (`GET`/`POST base`, `PATCH`/`DELETE base/{id}`),
 * whose bodies and answers wrap the item in `one` and the list in `many` (e.g. `rate` and `rates`).
 */
export function collectionCalls<Item, Input>(
  context: ModuleContext,
  base: string,
  one: string,
  many: string,
) {
  const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: async () => (await context.request<Record<string, Item[]>>({ method: 'GET', path: base }))[many]!,
    create: async (input: Input) =>
      (await context.request<Record<string, Item>>({ method: 'POST', path: base, body: { [one]: input } }))[
        one
      ]!,
    update: async (id: string, input: Partial<Input>) =>
      (
        await context.request<Record<string, Item>>({ method: 'PATCH', path: at(id), body: { [one]: input } })
      )[one]!,
    remove: async (id: string) => {
      await context.request({ method: 'DELETE', path: at(id) });
    },
  };
}
