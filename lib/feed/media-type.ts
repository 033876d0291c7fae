/** The media type feeds are served and linked with (RFC 4287 §7). */
export const ATOM_MEDIA_TYPE = 'application/atom+xml';
