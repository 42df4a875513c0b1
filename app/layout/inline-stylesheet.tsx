import stylesheet from '~/styles/app.css?inline';

// The prerendered HTML carries the whole (small) stylesheet inline, so the first paint waits for
// no CSS request. The client bundle leaves the text out (import.meta.env.SSR is false there) and
// adopts the element the HTML already has: hydration does not touch inner HTML.
const css = import.meta.env.SSR ? stylesheet : '';

export function InlineStylesheet() {
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
