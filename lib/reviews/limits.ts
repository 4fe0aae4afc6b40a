/** The longest review the shop keeps, in characters (the form's maxlength and the server's rule). */
export const REVIEW_MAX_LENGTH = 2000;
