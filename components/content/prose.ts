/**
 * Long-form text styles (there is no typography plugin): a readable measure, relaxed leading,
 * spaced paragraphs and lists, and links that look like links.
 */
export const prose =
  "max-w-prose text-base leading-7 text-ink sm:text-[1.0625rem] sm:leading-8 " +
  "[&_p]:mt-4 [&_p:first-child]:mt-0 " +
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 " +
  "[&_li]:pl-1 [&_li]:marker:text-brand-700 " +
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink " +
  "[&_strong]:font-semibold " +
  "[&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-950";
