import type { ReactNode } from 'react';
import { SiteLink } from '~/ui/site-link';
import type { LegalDocument as LegalDocumentContent, LegalSection } from '~/content/legal/types';
import { BelowTheFold } from '~/ui/below-the-fold';
import { navigationCopy } from '~/content/navigation';
import { BackHomeLink } from '~/ui/back-home-link';

/** The ids the document's sections have: a key that is not one fails the typecheck. */
type SectionId<Document extends LegalDocumentContent> = Extract<
  Document['sections'][number],
  { id: string }
>['id'];

type LegalDocumentProps<Document extends LegalDocumentContent> = {
  document: Document;
  meta?: ReactNode;
  /** Extra content at the end of the section with that id (e.g. a control). */
  sectionExtras?: Partial<Record<SectionId<Document>, ReactNode>>;
};

/** The sections a phone shows first; the rest wait for the first paint after a tap. */
const SECTIONS_IN_FIRST_SCREEN = 2;

/** Renders a legal page from content: numbered sections, lists, a closing link, a way home. */
export function LegalDocument<Document extends LegalDocumentContent>({
  document,
  meta,
  sectionExtras,
}: LegalDocumentProps<Document>) {
  const extraOf = (section: LegalSection) =>
    section.id && sectionExtras?.[section.id as SectionId<Document>];
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-4xl font-semibold sm:text-5xl">{document.title}</h1>
      {meta}
      <p className="mt-6 text-lg leading-relaxed text-ink-soft">{document.intro}</p>
      {document.sections.slice(0, SECTIONS_IN_FIRST_SCREEN).map((section) => (
        <Section key={section.heading} section={section} extra={extraOf(section)} />
      ))}
      <BelowTheFold>
        {document.sections.slice(SECTIONS_IN_FIRST_SCREEN).map((section) => (
          <Section key={section.heading} section={section} extra={extraOf(section)} />
        ))}
        <p className="mt-12">
          <BackHomeLink label={navigationCopy.backToHome} />
        </p>
      </BelowTheFold>
    </article>
  );
}

/** One numbered section: its paragraphs, list, closing link and any extra control. */
function Section({ section, extra }: { section: LegalSection; extra: ReactNode }) {
  return (
    <section id={section.id} className="mt-10 scroll-mt-6">
      <h2 className="text-2xl font-semibold">{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-relaxed text-ink-soft">
          {paragraph}
        </p>
      ))}
      {section.items && (
        <ul className="mt-3 list-disc space-y-1 pl-6 text-ink-soft marker:text-honey-500">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.link && (
        <p className="mt-3 leading-relaxed text-ink-soft">
          {section.link.before}
          <SiteLink
            to={section.link.to}
            className="font-medium text-honey-700 underline underline-offset-4 hover:text-ink"
          >
            {section.link.label}
          </SiteLink>
          {section.link.after}
        </p>
      )}
      {extra}
    </section>
  );
}
