import { store as copy } from '~/content/store';
import { cn } from '~/lib/cn';
import { groupDigits } from '~/lib/money';
import { type Rating, ratingFigure } from './rating';
import { useKnownProduct } from './store-provider';

const STARS = 5;
const STAR_PATH = 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z';

/** The store's star rating, read as one sentence; nothing when the store has none. */
export function StarRating({ className }: { className?: string }) {
  const rating = useKnownProduct()?.rating;
  if (!rating) return null;
  const figure = ratingFigure(rating);
  const reviews = copy.reviews(groupDigits(rating.count), rating.count === 1);
  return (
    <p
      // The hero's jar makes room for this line (app/home/hero-media.tsx).
      data-star-rating=""
      className={cn('flex items-center gap-2 text-sm text-honey-100 sm:text-base', className)}
    >
      <Stars rating={rating} />
      <span aria-hidden="true">
        <span className="font-semibold text-cream">{figure}</span> · {reviews}
      </span>
      <span className="sr-only">{copy.rated(figure, String(rating.best), reviews)}</span>
    </p>
  );
}

/** Five stars filled as the figure is of the best (4.8 of 5: four and four fifths), as stores do. */
function Stars({ rating }: { rating: Rating }) {
  const filled = (rating.value / rating.best) * STARS;
  return (
    <svg
      viewBox={`0 0 ${STARS * 20} 20`}
      aria-hidden="true"
      className="h-4 w-20 shrink-0 sm:h-5 sm:w-25"
      data-stars={filled.toFixed(2)}
    >
      {Array.from({ length: STARS }, (_, index) => {
        const part = Math.min(1, Math.max(0, filled - index));
        const width = Number((20 * part).toFixed(2));
        return (
          <g key={index} transform={`translate(${index * 20} 0)`}>
            <path d={STAR_PATH} className="fill-honey-100/25" />
            {part > 0 && (
              // An inner <svg> clips what overflows it: the star filled to `part` of its width.
              <svg width={width} height={20} viewBox={`0 0 ${width} 20`}>
                <path d={STAR_PATH} className="fill-honey-300" />
              </svg>
            )}
          </g>
        );
      })}
    </svg>
  );
}
