import { type ComponentType, Suspense, lazy, useState } from 'react';

export type StaticSection<Props extends object> = {
  /** The section, in a `display: contents` wrapper that marks it. */
  Section: ComponentType<Props>;
  /** Fetches its code ahead of a client-side visit; never rejects (Section then retries). */
  preload: () => Promise<void>;
};

type StaticSectionOptions<Props extends object> = {
  /** Unique on the page: names the prerendered HTML to keep. */
  name: string;
  load: () => Promise<ComponentType<Props>>;
};

/**
 * A section with no behaviour (text and pictures) that costs the page's first load nothing
 * (issue 11). The prerender renders it in full, from its code loaded on demand. When the page
 * hydrates, React adopts that HTML as it is, without the section's code, which never loads for
 * that page view. A client-side visit to the page renders it from its code, which the route's
 * clientLoader fetches with the page's data (`preload`), so it shows with the rest of the page.
 */
export function staticSection<Props extends object>({
  name,
  load,
}: StaticSectionOptions<Props>): StaticSection<Props> {
  let loaded: ComponentType<Props> | null = null;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  const selector = `[data-static-section="${name}"]`;

  function Section(props: Props) {
    // Read once, as the page hydrates, before React has touched the document.
    const [prerendered] = useState(() =>
      import.meta.env.SSR ? null : (document.querySelector(selector)?.innerHTML ?? null),
    );
    const wrapper = { 'data-static-section': name, className: 'contents' };
    if (import.meta.env.SSR) {
      // No Suspense boundary: the prerender waits for the code and writes the section in place
      // (React would move a large boundary's content to the end of the HTML).
      return (
        <div {...wrapper}>
          <Lazy {...props} />
        </div>
      );
    }
    if (prerendered !== null) {
      return <div {...wrapper} dangerouslySetInnerHTML={{ __html: prerendered }} />;
    }
    const Component = loaded ?? Lazy;
    return (
      <div {...wrapper}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    );
  }

  return {
    Section,
    preload: () =>
      loadOnce().then(
        () => undefined,
        (error: unknown) => console.warn(`Could not load the ${name} section ahead`, error),
      ),
  };
}
