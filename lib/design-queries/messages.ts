/** What POST /api/design-add and the staff list answer (the success text is the form's toast). */
export const designQueryMessages = {
  submitted: "Form submitted",
  noPicture: "image: is required (one picture of your design: JPEG, PNG, WebP or AVIF)",
  onePicture: "image: send one picture",
  tooManyForEmail: (wait: string) => `This e-mail address has sent 5 design queries today, the most we take in a day. Please try again in ${wait}, or write to us.`,
  tooManyFromAddress: (wait: string) => `5 design queries have been sent from your connection today, the most we take in a day. Please try again in ${wait}.`,
  tooManyAttempts: (wait: string) => `Too many attempts to send the query form. Please try again in ${wait}.`,
} as const;
