import stylesheet from '~/styles/app.css?inline';

// The prerendered page inlines the stylesheet (no CSS request before the first paint); the client
// adopts the element as it is.
const css = import.meta.env.SSR ? stylesheet : '';

export function InlineStylesheet() {
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
