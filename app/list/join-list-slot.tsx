import { type ComponentProps, Suspense, use } from 'react';
import { partFile } from '~/lib/part-file';
import type * as FormFile from './join-list-form';

// The list form is below the first screen on every page: out of the first loads, in its own
// Suspense boundary. Before its file is in, it posts itself as with JavaScript off.
const formFile: Promise<typeof FormFile> = partFile(import('./join-list-form'), 'The list form');

function LateForm(props: ComponentProps<typeof FormFile.JoinListForm>) {
  const { JoinListForm } = use(formFile);
  return <JoinListForm {...props} />;
}

/** The list form (join-list-form.tsx), hydrated once its file is in. */
export function JoinListForm(props: ComponentProps<typeof FormFile.JoinListForm>) {
  return (
    <Suspense>
      <LateForm {...props} />
    </Suspense>
  );
}
