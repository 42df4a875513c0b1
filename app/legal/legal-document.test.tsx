import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { privacyPolicy } from '~/content/legal/privacy';
import { LegalDocument } from './legal-document';

function renderDocument(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  render(<Stub initialEntries={['/']} />);
}

describe('LegalDocument', () => {
  it('adds extra content at the end of the section with that id', () => {
    renderDocument(
      <LegalDocument
        document={privacyPolicy}
        sectionExtras={{ cookies: <button>Extra</button> }}
      />,
    );
    const section = screen.getByRole('button', { name: 'Extra' }).closest('section');
    expect(section?.id).toBe('cookies');
  });

  it('takes only the ids its sections have (a typo fails the typecheck)', () => {
    renderDocument(
      <LegalDocument
        document={privacyPolicy}
        // @ts-expect-error: there is no section "cookie"; privacy §6 is "cookies"
        sectionExtras={{ cookie: <button>Lost</button> }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Lost' })).toBeNull();
  });
});
