import type { ReactNode } from 'react';

type FeatureCardProps = {
  title: ReactNode;
  description: string;
  /** A decorative illustration (the title names the feature), drawn `iconSize` px square. */
  iconSrc: string;
  iconSize: number;
};

export function FeatureCard({ title, description, iconSrc, iconSize }: FeatureCardProps) {
  const image = (
    <img
      src={iconSrc}
      alt=""
      width={iconSize}
      height={iconSize}
      loading="lazy"
      decoding="async"
      className="shrink-0"
    />
  );
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-honey-200 bg-white/70 p-6 shadow-sm">
      {iconSrc.endsWith('.webp') ? (
        // A picture from the store (scripts/build/store-pictures.ts), its AVIF beside it; the
        // picture has no box of its own, so the image stays the card's item.
        <picture className="contents">
          <source type="image/avif" srcSet={iconSrc.replace(/webp$/, 'avif')} />
          {image}
        </picture>
      ) : (
        image
      )}
      <h3 className="text-xl font-semibold text-ink">{title}</h3>
      <p className="leading-relaxed text-ink-soft">{description}</p>
    </li>
  );
}
