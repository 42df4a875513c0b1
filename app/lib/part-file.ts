/** A part of a page in a file of its own, out of the first load: React hydrates it apart once the
 * file is in, and meanwhile its prerendered HTML stays as it is (issue 69). Asked for as soon as
 * the file that names it runs; marked fulfilled as React's `use` reads it, so a later render (a
 * tap to another page) does not wait. Read it with `use` inside a Suspense boundary. */
export function partFile<T>(file: Promise<T>, what: string): Promise<T> {
  const kept = file.catch((error: unknown) => {
    // Kept as prerendered (never hydrated; a form still posts itself) rather than replaced.
    console.warn(`${what}: its code could not load`, error);
    return new Promise<never>(() => {});
  });
  void kept.then((value) => Object.assign(kept, { status: 'fulfilled', value }));
  return kept;
}
