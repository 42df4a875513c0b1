// @vitest-environment node
// @capsizecss/metrics (every Google font's metrics, 169 MB) is one of the checks' packages.
import { readFileSync } from 'node:fs';
import fraunces from '@capsizecss/metrics/fraunces';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../app/styles/app.css', import.meta.url), 'utf8');

/** A descriptor of the 'Fraunces Fallback' face, as a number (percent). */
function fallback(descriptor: string): number {
  const face = /@font-face\s*{[^}]*'Fraunces Fallback'[^}]*}/.exec(css)?.[0] ?? '';
  const value = new RegExp(`${descriptor}:\\s*([\\d.]+)%`).exec(face)?.[1];
  if (value === undefined) throw new Error(`no ${descriptor} in the fallback face`);
  return Number(value);
}

describe('the brand face’s fallback', () => {
  // Capsize's way (also next/font's): match the average character width, then set the vertical
  // metrics so the resized fallback has Fraunces' ascent, descent and line gap.
  const widthOf = (font: typeof fraunces) => font.xWidthAvg / font.unitsPerEm;
  const sizeAdjust = widthOf(fraunces) / widthOf(timesNewRoman);
  const percent = (value: number) => Math.round(value * 10_000) / 100;

  it('is a Times-metric local serif resized to Fraunces’ metrics', () => {
    expect(css).toMatch(
      /local\('Times New Roman'\), local\('Liberation Serif'\), local\('Tinos'\)/,
    );
    expect(fallback('size-adjust')).toBe(percent(sizeAdjust));
    expect(fallback('ascent-override')).toBe(
      percent(fraunces.ascent / fraunces.unitsPerEm / sizeAdjust),
    );
    expect(fallback('descent-override')).toBe(
      percent(Math.abs(fraunces.descent) / fraunces.unitsPerEm / sizeAdjust),
    );
    expect(fallback('line-gap-override')).toBe(
      percent(fraunces.lineGap / fraunces.unitsPerEm / sizeAdjust),
    );
  });

  it('is next in the display stack, and the web font swaps in', () => {
    expect(css).toMatch(/--font-display: 'Fraunces', 'Fraunces Fallback'/);
    expect(css).toMatch(/font-display: swap/);
    expect(css).toMatch(/fraunces-latin-wght-normal\.woff2/);
  });
});
