/** The longest review the shop keeps, in characters (the form's maxlength and the server's rule). */
export const REVIEW_MAX_LENGTH = 2000;

/** The most photos one review may show. */
export const REVIEW_MAX_PHOTOS = 3;
