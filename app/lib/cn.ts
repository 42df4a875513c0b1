/** Joins the class names that are set, for conditional Tailwind classes. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
