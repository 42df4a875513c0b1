// @ts-check
/**
 * `npm run media`: renders every served image, icon and the hero video from the art in media/
 * (SVG written as code) into public/. The outputs are committed, so building the site needs none
 * of these tools. Needs sharp (a dev dependency) and, for the video, ffmpeg on the PATH.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { benefitIcons, brandMark, ingredientArt } from '../../media/art/icons.mjs';
import { JAR_HEIGHT, JAR_WIDTH, jarScene } from '../../media/art/jar.mjs';
import { drizzleScene, labelScene, recipeScene, socialCard } from '../../media/art/scenes.mjs';
import { AVIF, JPEG, WEBP } from './encoders.mjs';
import { encodeIco } from './ico.mjs';

const PUBLIC_DIR = new URL('../../public/', import.meta.url).pathname;
/** @type {Record<string, { art: string, output: string, width: number, height: number, widths: number[] }>} */
const images = JSON.parse(
  await readFile(new URL('../../media/images.json', import.meta.url), 'utf8'),
);
/** @type {{ width: number, height: number, fps: number, seconds: number, webm: string, mp4: string }} */
const VIDEO = JSON.parse(
  await readFile(new URL('../../media/video.json', import.meta.url), 'utf8'),
);

/** @type {Record<string, () => string>} */
const ART = {
  jar: () => jarScene(),
  recipe: recipeScene,
  drizzle: drizzleScene,
  label: labelScene,
};

const only = process.argv.slice(2);
const wants = (/** @type {string} */ step) => only.length === 0 || only.includes(step);

if (wants('images')) await renderImages();
if (wants('icons')) await renderIcons();
if (wants('video')) await renderVideo();

async function renderImages() {
  for (const [name, image] of Object.entries(images)) {
    const draw = ART[image.art];
    if (!draw) throw new Error(`media/images.json: ${name} names unknown art "${image.art}"`);
    const source = Buffer.from(draw());
    for (const width of image.widths) {
      const height = Math.round((width * image.height) / image.width);
      const density = (72 * width) / image.width;
      const raster = sharp(source, { density })
        .resize(width, height)
        .flatten({ background: '#000' });
      const base = join(PUBLIC_DIR, `${image.output}-${width}`);
      await mkdir(dirname(base), { recursive: true });
      await raster.clone().avif(AVIF).toFile(`${base}.avif`);
      await raster.clone().webp(WEBP).toFile(`${base}.webp`);
      await raster.clone().jpeg(JPEG).toFile(`${base}.jpg`);
    }
    console.log(`media: ${name} at ${image.widths.join(', ')} px (avif, webp, jpg)`);
  }
  await sharp(Buffer.from(socialCard()))
    .flatten({ background: '#000' })
    .jpeg({ ...JPEG, quality: 82 })
    .toFile(join(PUBLIC_DIR, 'images/social-card.jpg'));
  console.log('media: social card 1200 × 630');
}

async function renderIcons() {
  await writeSvg('favicon.svg', brandMark());
  const png = (/** @type {string} */ svg, /** @type {number} */ size) =>
    sharp(Buffer.from(svg), { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
  await writeFile(
    join(PUBLIC_DIR, 'favicon.ico'),
    encodeIco(await Promise.all([16, 32, 48].map((size) => png(brandMark(), size)))),
  );
  await mkdir(join(PUBLIC_DIR, 'icons'), { recursive: true });
  await writeFile(
    join(PUBLIC_DIR, 'icons/apple-touch-icon.png'),
    await png(brandMark({ maskable: true }), 180),
  );
  await writeFile(join(PUBLIC_DIR, 'icons/icon-192.png'), await png(brandMark(), 192));
  await writeFile(join(PUBLIC_DIR, 'icons/icon-512.png'), await png(brandMark(), 512));
  await writeFile(
    join(PUBLIC_DIR, 'icons/maskable-512.png'),
    await png(brandMark({ maskable: true }), 512),
  );
  for (const [name, svg] of Object.entries(ingredientArt))
    await writeSvg(`images/ingredients/${name}.svg`, svg);
  for (const [name, svg] of Object.entries(benefitIcons))
    await writeSvg(`images/benefits/${name}.svg`, svg);
  console.log('media: favicon (svg, ico), app icons, ingredient art, benefit icons');
}

/** @param {string} path @param {string} svg */
async function writeSvg(path, svg) {
  await mkdir(dirname(join(PUBLIC_DIR, path)), { recursive: true });
  await writeFile(join(PUBLIC_DIR, path), `${svg.replace(/\n\s*/g, '')}\n`);
}

async function renderVideo() {
  if (spawnSync('ffmpeg', ['-version']).error) {
    console.error(
      'media: ffmpeg is needed for the hero video. Install it with `apt-get install -y ffmpeg` (Debian/Ubuntu) or `brew install ffmpeg` (macOS), then run `npm run media video`.',
    );
    process.exitCode = 1;
    return;
  }
  const frameCount = VIDEO.seconds * VIDEO.fps;
  const frames = [];
  for (let index = 0; index < frameCount; index += 1) {
    const svg = jarScene({ phase: index / frameCount });
    const density = (72 * VIDEO.width) / JAR_WIDTH;
    frames.push(
      await sharp(Buffer.from(svg), { density })
        .resize(VIDEO.width, VIDEO.height)
        .removeAlpha()
        .raw()
        .toBuffer(),
    );
  }
  if (VIDEO.width * JAR_HEIGHT !== VIDEO.height * JAR_WIDTH)
    throw new Error("media/video.json: size must keep the jar art's 4:5 shape");
  const size = `${VIDEO.width}x${VIDEO.height}`;
  const input = [
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    size,
    '-r',
    String(VIDEO.fps),
    '-i',
    '-',
  ];
  const common = [
    '-an',
    '-pix_fmt',
    'yuv420p',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
  ];
  await mkdir(join(PUBLIC_DIR, 'video'), { recursive: true });
  await ffmpeg(frames, [
    ...input,
    ...common,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '33',
    '-deadline',
    'good',
    '-cpu-used',
    '1',
    '-row-mt',
    '0',
    '-threads',
    '1',
    join(PUBLIC_DIR, VIDEO.webm.slice(1)),
  ]);
  await ffmpeg(frames, [
    ...input,
    ...common,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '24',
    '-profile:v',
    'high',
    '-threads',
    '1',
    '-movflags',
    '+faststart',
    join(PUBLIC_DIR, VIDEO.mp4.slice(1)),
  ]);
  console.log(
    `media: hero video ${size}, ${VIDEO.seconds} s at ${VIDEO.fps} fps (webm VP9, mp4 H.264)`,
  );
}

/** @param {Buffer[]} frames @param {string[]} args */
function ffmpeg(frames, args) {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-y', '-loglevel', 'error', ...args], {
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`ffmpeg exited with ${code}`)),
    );
    (async () => {
      for (const frame of frames) {
        if (!child.stdin.write(frame)) await new Promise((done) => child.stdin.once('drain', done));
      }
      child.stdin.end();
    })().catch(reject);
  });
}
