// @ts-check
import { jarGroup } from './jar.mjs';
import { fonts, palette, randomSequence, round } from './palette.mjs';

const SQUARE = 1200;

/** @param {number} width @param {number} height @param {string} body */
const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;

/** The jar scaled and placed: its 720 × 900 box with top-left at (x, y). */
function placedJar(x = 0, y = 0, scale = 1) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${jarGroup(0)}</g>`;
}

/** Link-preview card, 1200 × 630: the jar beside the name, the promise and the price. */
export function socialCard() {
  return svg(
    1200,
    630,
    `<rect width="1200" height="630" fill="${palette.night}"/>
<radialGradient id="cardGlow" cx="76%" cy="55%" r="55%"><stop offset="0" stop-color="${palette.honey400}" stop-opacity=".45"/><stop offset="1" stop-color="${palette.night}" stop-opacity="0"/></radialGradient>
<rect width="1200" height="630" fill="url(#cardGlow)"/>
${placedJar(660, -20, 0.68)}
<text x="80" y="200" font-family="${fonts.serif}" font-size="76" font-weight="700" fill="${palette.honey200}">Lumen Hive</text>
<text x="80" y="262" font-family="${fonts.serif}" font-size="40" fill="${palette.cream}">Mushroom Honey</text>
<text x="80" y="340" font-family="${fonts.sans}" font-size="27" fill="${palette.parchment}">Raw clover honey with 12:1 Lion's Mane</text>
<text x="80" y="378" font-family="${fonts.sans}" font-size="27" fill="${palette.parchment}">&amp; Reishi, finished with an edible shimmer.</text>
<rect x="80" y="430" width="300" height="72" rx="36" fill="${palette.honey300}"/>
<text x="230" y="477" text-anchor="middle" font-family="${fonts.sans}" font-size="28" font-weight="700" fill="${palette.ink}">$34 · 12.9 oz</text>
<text x="80" y="560" font-family="${fonts.sans}" font-size="22" letter-spacing="1" fill="${palette.honey200}">FREE SHIPPING · 30-DAY MONEY-BACK GUARANTEE</text>`,
  );
}

/** Wholesale image: a breakfast bowl with a honey drizzle, seen from above. */
export function recipeScene() {
  const random = randomSequence(7);
  const granola = Array.from({ length: 70 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = 60 + random() * 250;
    const x = round(600 + Math.cos(angle) * distance);
    const y = round(620 + Math.sin(angle) * distance * 0.95);
    return `<ellipse cx="${x}" cy="${y}" rx="${round(9 + random() * 10)}" ry="${round(6 + random() * 6)}" transform="rotate(${Math.round(random() * 180)} ${x} ${y})" fill="${random() < 0.5 ? '#b9792a' : '#d69a45'}"/>`;
  }).join('');
  const berries = [
    [480, 520, '#3b3f8f'],
    [520, 560, '#2f3478'],
    [700, 500, '#b3243a'],
    [740, 545, '#c23046'],
    [650, 760, '#3b3f8f'],
    [560, 740, '#b3243a'],
    [790, 680, '#2f3478'],
    [430, 660, '#c23046'],
  ]
    .map(
      ([x, y, fill]) =>
        `<circle cx="${x}" cy="${y}" r="26" fill="${fill}"/><circle cx="${Number(x) - 8}" cy="${Number(y) - 9}" r="7" fill="#fff" opacity=".35"/>`,
    )
    .join('');
  return svg(
    SQUARE,
    SQUARE,
    `<linearGradient id="wood" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8a5a2b"/><stop offset="1" stop-color="#5e3a18"/></linearGradient>
<rect width="${SQUARE}" height="${SQUARE}" fill="url(#wood)"/>
${Array.from({ length: 14 }, (_, i) => `<path d="M0 ${40 + i * 86} C 300 ${20 + i * 86}, 800 ${70 + i * 86}, 1200 ${36 + i * 86}" stroke="#3d2510" stroke-opacity=".25" stroke-width="3" fill="none"/>`).join('')}
<ellipse cx="612" cy="640" rx="420" ry="410" fill="#000" opacity=".3"/>
<circle cx="600" cy="620" r="410" fill="${palette.cream}"/>
<circle cx="600" cy="620" r="360" fill="#f4efe6"/>
<circle cx="600" cy="620" r="340" fill="#fbf8f2"/>
${granola}${berries}
<path d="M330 470 C 460 380, 560 640, 680 520 S 860 600, 870 700 M360 760 C 470 700, 560 820, 700 720" stroke="${palette.honey400}" stroke-width="26" stroke-linecap="round" fill="none" opacity=".95"/>
<path d="M340 462 C 460 380, 560 632, 680 512" stroke="#fff4c2" stroke-width="6" stroke-linecap="round" fill="none" opacity=".7"/>
<g transform="translate(930 130)"><circle r="150" fill="#000" opacity=".3" cx="8" cy="10"/><circle r="150" fill="url(#lidTop)"/><circle r="120" fill="none" stroke="${palette.honey500}" stroke-width="6"/>
<radialGradient id="lidTop"><stop offset="0" stop-color="#5b4526"/><stop offset="1" stop-color="#1f170c"/></radialGradient>
<path d="M0 -44l38 22v44L0 44l-38-22v-44z" fill="${palette.honey300}"/></g>
<g transform="rotate(-28 220 1000)"><rect x="60" y="985" width="330" height="30" rx="15" fill="#c8c2b6"/><ellipse cx="440" cy="1000" rx="90" ry="58" fill="#ddd7cc"/><ellipse cx="440" cy="1000" rx="70" ry="42" fill="${palette.honey400}"/></g>`,
  );
}

/** Wholesale image: honey running off a dipper into the open jar, shimmer catching the light. */
export function drizzleScene() {
  const random = randomSequence(11);
  const flecks = Array.from({ length: 40 }, () => {
    const x = round(560 + random() * 80);
    const y = round(360 + random() * 430);
    return `<circle cx="${x}" cy="${y}" r="${round(2 + random() * 4)}" fill="#fffbe8" opacity="${round(0.4 + random() * 0.6)}"/>`;
  }).join('');
  const grooves = Array.from(
    { length: 5 },
    (_, i) =>
      `<ellipse cx="${520 + i * 40}" cy="300" rx="14" ry="72" fill="#8d5a26" stroke="#5e3a18" stroke-width="4"/>`,
  ).join('');
  return svg(
    SQUARE,
    SQUARE,
    `<rect width="${SQUARE}" height="${SQUARE}" fill="${palette.night}"/>
<radialGradient id="drizzleGlow" cx="50%" cy="60%" r="60%"><stop offset="0" stop-color="${palette.honey400}" stop-opacity=".5"/><stop offset="1" stop-color="${palette.night}" stop-opacity="0"/></radialGradient>
<rect width="${SQUARE}" height="${SQUARE}" fill="url(#drizzleGlow)"/>
<rect x="80" y="280" width="440" height="40" rx="20" fill="#a36d35"/>
${grooves}
<ellipse cx="600" cy="300" rx="60" ry="100" fill="#b67b3d"/>
${Array.from({ length: 3 }, (_, i) => `<ellipse cx="600" cy="${250 + i * 50}" rx="62" ry="12" fill="#7b4a1c" opacity=".6"/>`).join('')}
<path d="M560 380 Q 600 420 640 380 L 628 560 Q 612 760 606 820 L 594 820 Q 588 760 572 560 Z" fill="${palette.honey400}"/>
<path d="M585 420 Q 592 600 598 810" stroke="#fff2b0" stroke-width="7" stroke-linecap="round" opacity=".75" fill="none"/>
${flecks}
<ellipse cx="600" cy="880" rx="330" ry="70" fill="#6b4108"/>
<ellipse cx="600" cy="880" rx="300" ry="56" fill="url(#honeyPool)"/>
<radialGradient id="honeyPool"><stop offset="0" stop-color="#fbd46a"/><stop offset="1" stop-color="#c98a0e"/></radialGradient>
<ellipse cx="600" cy="872" rx="60" ry="14" fill="#fff3c0" opacity=".6"/>
<path d="M270 880 v220 q0 40 40 40 h580 q40 0 40-40 v-220" fill="${palette.honey500}" opacity=".55"/>
<path d="M270 880 v220 q0 40 40 40 h580 q40 0 40-40 v-220" fill="none" stroke="#fff4cf" stroke-opacity=".6" stroke-width="6"/>
<path d="M300 920 v170" stroke="#fff" stroke-opacity=".45" stroke-width="14" stroke-linecap="round"/>`,
  );
}

/** Wholesale image: the label up close, with the claims a shelf shopper reads. */
export function labelScene() {
  const hexagons = Array.from({ length: 8 }, (_, row) =>
    Array.from({ length: 8 }, (_, column) => {
      const x = column * 170 + (row % 2) * 85;
      const y = row * 150;
      return `<path d="M${x} ${y - 80}l70 40v80l-70 40-70-40v-80z" fill="none" stroke="${palette.honey500}" stroke-opacity=".18" stroke-width="4"/>`;
    }).join(''),
  ).join('');
  return svg(
    SQUARE,
    SQUARE,
    `<rect width="${SQUARE}" height="${SQUARE}" fill="#e2a623"/>
${hexagons}
<rect x="150" y="170" width="900" height="860" rx="40" fill="#000" opacity=".18" transform="translate(10 14)"/>
<rect x="150" y="170" width="900" height="860" rx="40" fill="${palette.cream}"/>
<rect x="185" y="205" width="830" height="790" rx="26" fill="none" stroke="${palette.honey500}" stroke-width="6"/>
<path d="M600 260l60 34v68l-60 34-60-34v-68z" fill="${palette.honey400}"/>
<path d="M600 298l26 15v30l-26 15-26-15v-30z" fill="${palette.cream}"/>
<text x="600" y="500" text-anchor="middle" font-family="${fonts.serif}" font-size="110" font-weight="700" fill="${palette.ink}">Lumen Hive</text>
<text x="600" y="570" text-anchor="middle" font-family="${fonts.serif}" font-size="44" letter-spacing="12" fill="${palette.honey700}">MUSHROOM HONEY</text>
<path d="M330 620h540" stroke="${palette.honey500}" stroke-width="3"/>
<text x="600" y="690" text-anchor="middle" font-family="${fonts.sans}" font-size="31" fill="${palette.inkSoft}">Raw clover honey · 12:1 Lion's Mane &amp; Reishi</text>
<text x="600" y="745" text-anchor="middle" font-family="${fonts.sans}" font-size="34" fill="${palette.inkSoft}">310 mg beta-glucans per serving</text>
<text x="600" y="800" text-anchor="middle" font-family="${fonts.sans}" font-size="30" fill="${palette.inkSoft}">Finished with food-grade mica shimmer</text>
<rect x="380" y="850" width="440" height="76" rx="38" fill="${palette.night}"/>
<text x="600" y="900" text-anchor="middle" font-family="${fonts.sans}" font-size="30" letter-spacing="2" fill="${palette.honey200}">NET WT 12.9 OZ (366 g)</text>`,
  );
}
