import type { ReactNode } from 'react';

type FeatureCardProps = { title: ReactNode; description: string; icon?: ReactNode };

/** A titled card in a grid of features (ingredients, benefits). */
export function FeatureCard({ title, description, icon }: FeatureCardProps) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-honey-200 bg-white/70 p-6 shadow-sm">
      {icon}
      <h3 className="text-xl font-semibold text-ink">{title}</h3>
      <p className="leading-relaxed text-ink-soft">{description}</p>
    </li>
  );
}
