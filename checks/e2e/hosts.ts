/**
 * A host name that is neither localhost nor https, mapped to 127.0.0.1 by the `plain-http-host`
 * project (Chromium's --host-resolver-rules): a site reached over plain http, as on a LAN or a
 * staging host, where the browser offers no secure-context APIs.
 */
export const PLAIN_HTTP_HOST = 'www.lumenhive.test';
