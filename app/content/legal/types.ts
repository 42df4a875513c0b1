export type LegalSection = {
  /** An anchor for links to the section (e.g. /privacy#cookies). */
  id?: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  /** A closing sentence with an internal link, e.g. to the contact form. */
  link?: { before: string; label: string; to: string; after: string };
};

export type LegalDocument = {
  title: string;
  lastUpdatedLabel?: string;
  intro: string;
  sections: readonly LegalSection[];
};
