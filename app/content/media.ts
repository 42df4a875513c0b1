// With the attribute Node asks for, so the browser tests' runner can read this content too.
import images from '../../media/images.json' with { type: 'json' };
import video from '../../media/video.json' with { type: 'json' };

/** The files `npm run media` renders (media/images.json, media/video.json). */
export const { heroJar, wholesaleDrizzle, wholesaleLabel, wholesaleRecipe } = images;
const { height, mp4, webm, width } = video;

export const heroVideo = {
  width,
  height,
  /** In order of preference: VP9 WebM, then H.264 MP4 for Safari and older devices. */
  sources: [
    { src: webm, type: 'video/webm; codecs="vp9"' },
    { src: mp4, type: 'video/mp4; codecs="avc1.64001f"' },
  ],
} as const;
