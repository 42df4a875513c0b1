export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-medium text-honey-700 underline underline-offset-4">
      {email}
    </a>
  );
}
