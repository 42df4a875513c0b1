// @ts-check
import { palette } from './palette.mjs';

/** @param {number} size @param {string} body */
const svg = (size, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${body}</svg>`;

/** The brand mark: a gold hexagon cell on night, used for the favicon and app icons. */
export function brandMark({ maskable = false } = {}) {
  // Maskable icons keep their content in the central 80% circle the platforms crop to.
  const scale = maskable ? 0.72 : 1;
  const offset = (64 - 64 * scale) / 2;
  return svg(
    64,
    `<rect width="64" height="64" rx="${maskable ? 0 : 14}" fill="${palette.night}"/>
<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="M32 10l17 10v24L32 54 15 44V20z" fill="${palette.honey300}"/><path d="M32 22l7 4v8l-7 4-7-4v-8z" fill="${palette.night}"/></g>`,
  );
}

const ICON = 96;
/** @param {string} body */
const badge = (body) =>
  svg(ICON, `<circle cx="48" cy="48" r="46" fill="${palette.honey100}"/>${body}`);

/** Illustrations for the four ingredient cards (decorative: the card title names each). */
export const ingredientArt = {
  'clover-honey': badge(
    `<g fill="#c9a3d8">${[0, 60, 120, 180, 240, 300].map((angle) => `<ellipse cx="48" cy="30" rx="7" ry="13" transform="rotate(${angle} 48 42)"/>`).join('')}</g>
<circle cx="48" cy="42" r="8" fill="#f6e7f7"/>
<path d="M48 54v24" stroke="#4f7a36" stroke-width="4" stroke-linecap="round"/>
<path d="M48 70c-10-6-18-2-20 4 8 3 15 1 20-4zm0 0c10-6 18-2 20 4-8 3-15 1-20-4z" fill="#6b9b4a"/>`,
  ),
  'lions-mane': badge(
    `<ellipse cx="48" cy="46" rx="26" ry="24" fill="#f6efe0"/>
${Array.from({ length: 9 }, (_, i) => `<path d="M${26 + i * 5.5} 50q1 14 0 22" stroke="#e5d8bf" stroke-width="3.5" stroke-linecap="round"/>`).join('')}
<ellipse cx="48" cy="40" rx="20" ry="14" fill="#fffaf0"/>
<path d="M30 44q18 8 36 0" stroke="#d9c9a8" stroke-width="2" fill="none"/>`,
  ),
  reishi: badge(
    `<path d="M18 52c2-20 22-30 40-26s22 18 20 26c-12 6-46 6-60 0z" fill="#8e2f1c"/>
<path d="M24 50c4-12 18-18 32-16" stroke="#c85a2f" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M22 52c14 4 38 4 52 0" stroke="#f0c27a" stroke-width="3" fill="none"/>
<path d="M44 54c0 10-2 16-6 22h12c-2-6-2-12-2-22z" fill="#6d2414"/>`,
  ),
  'edible-mica': badge(
    `<path d="M48 16l6 20 20 6-20 6-6 20-6-20-20-6 20-6z" fill="${palette.honey400}"/>
<path d="M72 58l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" fill="${palette.honey300}"/>
<path d="M26 62l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" fill="${palette.honey500}"/>
<circle cx="48" cy="42" r="4" fill="#fffdf2"/>`,
  ),
};

/** Line icons for the four benefit cards (decorative: the card title names each). */
const line = (/** @type {string} */ body) =>
  svg(
    48,
    `<g fill="none" stroke="${palette.honey700}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${body}</g>`,
  );

export const benefitIcons = {
  focus: line(
    `<circle cx="24" cy="24" r="18"/><circle cx="24" cy="24" r="10"/><circle cx="24" cy="24" r="2.5" fill="${palette.honey700}"/>`,
  ),
  'immune-support': line(
    `<path d="M24 5l16 6v11c0 10-7 18-16 21-9-3-16-11-16-21V11z"/><path d="M17 24l5 5 9-10"/>`,
  ),
  energy: line(`<path d="M27 4L11 27h11l-3 17 17-24H25z"/>`),
  'stress-relief': line(
    `<path d="M9 39C9 21 21 9 40 8c0 19-12 31-31 31z"/><path d="M9 39L28 20"/>`,
  ),
};
