import { SiteLink } from './site-link';

export function BackHomeLink({ label }: { label: string }) {
  return (
    <SiteLink
      to="/"
      className="inline-flex min-h-12 items-center rounded-md font-medium text-honey-700 underline underline-offset-4 hover:text-ink"
    >
      {label}
    </SiteLink>
  );
}
