import images from '../../media/images.json';
import video from '../../media/video.json';
import type { ImageEntry } from '~/lib/responsive-image';

/** The files `npm run media` renders (media/images.json, media/video.json). */
export const media = {
  heroJar: images.heroJar,
  wholesaleRecipe: images.wholesaleRecipe,
  wholesaleDrizzle: images.wholesaleDrizzle,
  wholesaleLabel: images.wholesaleLabel,
  heroVideo: {
    width: video.width,
    height: video.height,
    /** In order of preference: VP9 WebM, then H.264 MP4 for Safari and older devices. */
    sources: [
      { src: video.webm, type: 'video/webm; codecs="vp9"' },
      { src: video.mp4, type: 'video/mp4; codecs="avc1.64001f"' },
    ],
  },
} as const satisfies Record<string, ImageEntry | object>;
