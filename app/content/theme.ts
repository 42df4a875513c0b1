/** Brand colours used outside the stylesheet (browser UI, web-app manifest); see app.css. */
export const THEME = {
  night: '#1b140c',
  cream: '#fffaf0',
} as const;
