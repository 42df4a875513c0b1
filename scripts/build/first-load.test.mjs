// @ts-check
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipSize, measureFirstLoad } from './first-load.mjs';

function makeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'first-load-'));
  mkdirSync(join(dir, 'assets'));
  const files = {
    'assets/entry.js': 'import{a as b}from"./shared.js";import("./lazy.js");',
    'assets/route.js': 'import"./shared.js";export{x}from"./more.js";',
    'assets/shared.js': 'export const a=1;',
    'assets/more.js': 'export const x=2;',
    'assets/lazy.js': 'export const lazy=3;',
    'assets/app.css': 'a{color:red}',
    'index.html':
      '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/app.css"/>' +
      '<script type="module">const h=async()=>{await Promise.all([import("/assets/route.js")]);' +
      'await import("/assets/entry.js")}</script>',
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return { dir, files };
}

describe('measureFirstLoad', () => {
  it('follows static imports from the router script and skips dynamic ones', () => {
    const { dir } = makeBuild();
    expect(measureFirstLoad(dir, 'index.html').jsFiles).toEqual([
      '/assets/entry.js',
      '/assets/more.js',
      '/assets/route.js',
      '/assets/shared.js',
    ]);
  });

  it('reads the router script as React Router emits it too (static imports)', () => {
    const { dir } = makeBuild();
    writeFileSync(
      join(dir, 'raw.html'),
      '<script type="module" async="">import "/assets/more.js";\n' +
        'import * as route0 from "/assets/route.js";\nimport("/assets/entry.js");</script>',
    );
    expect(measureFirstLoad(dir, 'raw.html').jsFiles).toEqual([
      '/assets/entry.js',
      '/assets/more.js',
      '/assets/route.js',
      '/assets/shared.js',
    ]);
  });

  it('adds up gzipped JS per file and gzips inline plus linked CSS together', () => {
    const { dir, files } = makeBuild();
    const result = measureFirstLoad(dir, 'index.html');
    const js = ['entry', 'more', 'route', 'shared'].map(
      (name) => files[/** @type {'assets/entry.js'} */ (`assets/${name}.js`)],
    );
    expect(result.jsGzipBytes).toBe(js.reduce((sum, code) => sum + gzipSize(code), 0));
    expect(result.cssGzipBytes).toBe(gzipSize('body{margin:0}a{color:red}'));
  });
});
