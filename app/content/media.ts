import {
  heroJar,
  wholesaleDrizzle,
  wholesaleLabel,
  wholesaleRecipe,
} from '../../media/images.json';
import { height, mp4, webm, width } from '../../media/video.json';

/**
 * The files `npm run media` renders (media/images.json, media/video.json). Named imports, so a
 * page's bundle carries only the entries it shows.
 */
export { heroJar, wholesaleDrizzle, wholesaleLabel, wholesaleRecipe };

export const heroVideo = {
  width,
  height,
  /** In order of preference: VP9 WebM, then H.264 MP4 for Safari and older devices. */
  sources: [
    { src: webm, type: 'video/webm; codecs="vp9"' },
    { src: mp4, type: 'video/mp4; codecs="avc1.64001f"' },
  ],
} as const;
