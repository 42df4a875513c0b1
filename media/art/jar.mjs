// @ts-check
import { fonts, palette, randomSequence, round } from './palette.mjs';

/** The jar is drawn in a 720 × 900 box; the hero still and every video frame use this size. */
export const JAR_WIDTH = 720;
export const JAR_HEIGHT = 900;

const TAU = Math.PI * 2;
const BODY = { x: 170, y: 250, width: 380, height: 560, radius: 46 };
const sparkles = makeSparkles(90);

/**
 * The jar of honey with its shimmer at `phase` (0 ≤ phase < 1) of the loop. Every moving part
 * runs a whole number of cycles per loop, so phase 1 equals phase 0 and the video loops without
 * a seam. Phase 0 is the hero still (the video's poster and fallback).
 * @param {{ phase?: number, background?: boolean }} [options]
 */
export function jarScene({ phase = 0, background = true } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${JAR_WIDTH} ${JAR_HEIGHT}" width="${JAR_WIDTH}" height="${JAR_HEIGHT}">
${jarDefs(phase)}
${background ? `<rect width="${JAR_WIDTH}" height="${JAR_HEIGHT}" fill="${palette.night}"/>` : ''}
<ellipse cx="360" cy="470" rx="340" ry="400" fill="url(#glow)" opacity="${round(0.85 + 0.15 * Math.sin(TAU * phase))}"/>
${jarBody(phase)}
</svg>`;
}

/** The jar without background, as a group, for other compositions (social card, wholesale). */
export function jarGroup(phase = 0) {
  return `${jarDefs(phase)}${jarBody(phase)}`;
}

/** @param {number} phase */
function jarDefs(phase) {
  // A band of light crosses the glass during the first 40% of the loop and is off-glass after.
  const sweep = Math.min(phase / 0.4, 1);
  const sweepX = round(-0.6 + sweep * 2.2);
  return `<defs>
  <radialGradient id="glow" cx="50%" cy="52%" r="50%">
    <stop offset="0" stop-color="${palette.honey300}" stop-opacity=".55"/>
    <stop offset=".55" stop-color="${palette.honey500}" stop-opacity=".12"/>
    <stop offset="1" stop-color="${palette.night}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="honey" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fbd46a"/>
    <stop offset=".45" stop-color="#eeae22"/>
    <stop offset="1" stop-color="#a8650a"/>
  </linearGradient>
  <linearGradient id="depth" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#5a3304" stop-opacity=".55"/>
    <stop offset=".22" stop-color="#5a3304" stop-opacity="0"/>
    <stop offset=".7" stop-color="#5a3304" stop-opacity="0"/>
    <stop offset="1" stop-color="#5a3304" stop-opacity=".6"/>
  </linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#fff" stop-opacity=".5"/>
    <stop offset=".1" stop-color="#fff" stop-opacity=".08"/>
    <stop offset=".14" stop-color="#fff" stop-opacity=".32"/>
    <stop offset=".2" stop-color="#fff" stop-opacity="0"/>
    <stop offset=".86" stop-color="#fff" stop-opacity="0"/>
    <stop offset=".95" stop-color="#fff" stop-opacity=".22"/>
    <stop offset="1" stop-color="#fff" stop-opacity=".05"/>
  </linearGradient>
  <linearGradient id="sweep" x1="${sweepX}" y1="0" x2="${round(sweepX + 0.5)}" y2="0.35">
    <stop offset="0" stop-color="#fff" stop-opacity="0"/>
    <stop offset=".5" stop-color="#fff8e0" stop-opacity=".38"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="lid" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#2a1f11"/>
    <stop offset=".3" stop-color="#5b4526"/>
    <stop offset=".55" stop-color="#2f2313"/>
    <stop offset="1" stop-color="#140e07"/>
  </linearGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#a0690a"/>
    <stop offset=".35" stop-color="#f7d77c"/>
    <stop offset=".6" stop-color="#c98a0e"/>
    <stop offset="1" stop-color="#7a4e08"/>
  </linearGradient>
  <radialGradient id="sparkle">
    <stop offset="0" stop-color="#fffdf2"/>
    <stop offset=".35" stop-color="#fff1b8" stop-opacity=".85"/>
    <stop offset="1" stop-color="#fff1b8" stop-opacity="0"/>
  </radialGradient>
  <clipPath id="body"><rect x="${BODY.x}" y="${BODY.y}" width="${BODY.width}" height="${BODY.height}" rx="${BODY.radius}"/></clipPath>
</defs>`;
}

/** @param {number} phase */
function jarBody(phase) {
  const { x, y, width, height, radius } = BODY;
  return `<ellipse cx="360" cy="${y + height + 14}" rx="230" ry="26" fill="#000" opacity=".45"/>
<g clip-path="url(#body)">
  <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#honey)"/>
  ${swirls(phase)}
  ${sparkleDots(phase)}
  <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#depth)"/>
  <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#sweep)"/>
</g>
<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="url(#glass)" stroke="#fff4cf" stroke-opacity=".55" stroke-width="4"/>
<path d="M${x + 34} ${y + 60}v${height - 150}" stroke="#fff" stroke-opacity=".45" stroke-width="10" stroke-linecap="round"/>
<path d="M${x + 58} ${y + 90}v90" stroke="#fff" stroke-opacity=".3" stroke-width="5" stroke-linecap="round"/>
${lid()}
${label()}`;
}

function lid() {
  const ribs = Array.from({ length: 17 }, (_, i) => {
    const ribX = 196 + i * 20;
    return `<path d="M${ribX} 164v70" stroke="#000" stroke-opacity=".28" stroke-width="3"/>`;
  }).join('');
  return `<rect x="178" y="226" width="364" height="34" rx="10" fill="url(#gold)"/>
<rect x="186" y="150" width="348" height="88" rx="18" fill="url(#lid)"/>
${ribs}
<rect x="186" y="150" width="348" height="88" rx="18" fill="none" stroke="${palette.honey500}" stroke-width="3"/>
<path d="M200 160h320" stroke="#fff" stroke-opacity=".25" stroke-width="4" stroke-linecap="round"/>`;
}

function label() {
  return `<g>
  <rect x="206" y="430" width="308" height="250" rx="14" fill="${palette.cream}"/>
  <rect x="218" y="442" width="284" height="226" rx="9" fill="none" stroke="url(#gold)" stroke-width="3"/>
  <path d="M360 462l22 12.5v25L360 512l-22-12.5v-25z" fill="url(#gold)"/>
  <path d="M360 476l9.5 5.5v11L360 498l-9.5-5.5v-11z" fill="${palette.cream}"/>
  <text x="360" y="560" text-anchor="middle" font-family="${fonts.serif}" font-size="40" font-weight="700" fill="${palette.ink}">Lumen Hive</text>
  <text x="360" y="592" text-anchor="middle" font-family="${fonts.serif}" font-size="17" letter-spacing="4.5" fill="${palette.honey700}">MUSHROOM HONEY</text>
  <path d="M262 610h196" stroke="${palette.honey500}" stroke-width="1.5"/>
  <text x="360" y="634" text-anchor="middle" font-family="${fonts.sans}" font-size="12.5" letter-spacing="1" fill="${palette.inkSoft}">12:1 LION'S MANE · REISHI</text>
  <text x="360" y="655" text-anchor="middle" font-family="${fonts.sans}" font-size="11.5" letter-spacing="1" fill="${palette.inkSoft}">NET WT 12.9 OZ (366 g)</text>
</g>`;
}

/** Pearlescent ribbons of mica that sway once per loop. @param {number} phase */
function swirls(phase) {
  const sway = Math.sin(TAU * phase) * 18;
  const ribbons = [
    { y: 330, amplitude: 60, opacity: 0.28 },
    { y: 720, amplitude: -50, opacity: 0.22 },
    { y: 390, amplitude: -40, opacity: 0.16 },
  ];
  return ribbons
    .map(({ y, amplitude, opacity }, index) => {
      const shift = index % 2 === 0 ? sway : -sway;
      return `<path d="M150 ${round(y + shift)} C 260 ${round(y + amplitude - shift)}, 420 ${round(y - amplitude + shift)}, 570 ${round(y - shift / 2)}" stroke="#fff6d0" stroke-opacity="${opacity}" stroke-width="${6 - index}" fill="none" stroke-linecap="round"/>`;
    })
    .join('\n  ');
}

/**
 * @typedef {{ x: number, y: number, orbit: number, turns: number, offset: number,
 *   size: number, twinkles: number }} Sparkle
 * @param {number} count
 * @returns {Sparkle[]}
 */
function makeSparkles(count) {
  const random = randomSequence(20250901);
  return Array.from({ length: count }, () => ({
    x: BODY.x + 20 + random() * (BODY.width - 40),
    y: BODY.y + 30 + random() * (BODY.height - 60),
    orbit: 6 + random() * 22,
    turns: random() < 0.5 ? 1 : -1,
    offset: random(),
    size: 1.6 + random() * 3.2,
    twinkles: 1 + Math.floor(random() * 3),
  }));
}

/** Mica flecks drifting on slow orbits and twinkling. @param {number} phase */
function sparkleDots(phase) {
  return sparkles
    .map((sparkle) => {
      const angle = TAU * (sparkle.turns * phase + sparkle.offset);
      const cx = round(sparkle.x + Math.cos(angle) * sparkle.orbit);
      const cy = round(sparkle.y + Math.sin(angle) * sparkle.orbit * 0.6);
      const glint = 0.5 + 0.5 * Math.sin(TAU * (sparkle.twinkles * phase + sparkle.offset));
      const r = round(sparkle.size * (1.4 + glint * 1.6));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#sparkle)" opacity="${round(0.35 + glint * 0.65)}"/>`;
    })
    .join('');
}
