import stylesheet from '~/styles/app.css?inline';

// Inlined in the prerendered page (no CSS request before the first paint); the client adopts it.
const css = import.meta.env.SSR ? stylesheet : '';

export function InlineStylesheet() {
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
