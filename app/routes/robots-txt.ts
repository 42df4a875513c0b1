/** /robots.txt, prerendered to a file (react-router.config.ts): every page, and the sitemap. */
import { onlyRead } from '~/lib/request.server';
import { config } from '~/config';
import { AGENT_CALL_PATHS, AGENT_PROFILE_PATH } from '~/agents/agent-doors.server';

export const action = onlyRead;

export function loader() {
  const text = ['User-agent: *', 'Allow: /', '', `Sitemap: ${config.siteUrl}/sitemap.xml`, ''];
  // Where an AI agent shops: the store's commerce profile and tools, on this domain.
  if (config.store)
    text.push(`# Agents: ${AGENT_PROFILE_PATH} (UCP), ${AGENT_CALL_PATHS.join(', ')} (MCP)`, '');
  return new Response(text.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
