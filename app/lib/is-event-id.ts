/** `Name-uuid`, as the page makes them; its own module, so the browser's bundle drops it. */
export function isEventId(name: string, id: string): boolean {
  return new RegExp(
    `^${name}-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`,
  ).test(id);
}
