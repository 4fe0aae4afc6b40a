import { getImageProps, type ImageProps } from "next/image";
import type { CSSProperties } from "react";
import { preload as preloadFile } from "react-dom";

type PictureProps = Omit<ImageProps, "priority" | "preload" | "placeholder" | "blurDataURL" | "onLoad" | "onError" | "loader"> & {
  /** The page's largest paint: fetched from <head> at high priority, never lazily. */
  preload?: boolean;
  /**
   * One file (the 2x) and no srcset: for a picture only a hover shows (a card's second view),
   * where two more addresses in the HTML and again in the payload, on every card, buy nothing.
   * Nor a width and height: it is drawn over the first view, in that one's box.
   */
  single?: boolean;
};

/**
 * Next styles each picture `color: transparent` (its alt text never shows as text while it
 * loads); app/globals.css does that for every <img> once, so the style is left off each picture
 * of the page (in its HTML, and again in its payload when a server component draws it).
 */
export function withoutTransparentStyle<T extends { style?: CSSProperties }>(props: T): T {
  const { style, ...rest } = props;
  const onlyTransparent = style !== undefined && Object.keys(style).length === 1 && style.color === "transparent";
  return (onlyTransparent ? rest : props) as T;
}

/**
 * An optimised picture as a plain <img>: the same srcset, sizes, lazy loading and decoding as
 * next/image's <Image>, which is a client component, so every picture on a page was one more
 * component for the browser to hydrate (docs/decisions/0007). Pages' pictures use none of what
 * <Image> adds in the browser (blur placeholders, load and error callbacks), so they are drawn
 * with this, in server and client components alike (the gallery and the quick-add dialog too,
 * so no page loads the <Image> component's code).
 *
 * A picture drawn at one size (a thumbnail) takes its width and height and no `sizes`: it is
 * then offered as two files, 1x and 2x. With `sizes` Next lists all nine widths, written again
 * in the page's RSC payload when the caller is a server component (docs/decisions/0007).
 */
export function Picture({ preload = false, single = false, ...image }: PictureProps) {
  const { props } = getImageProps({ ...image, preload });
  const { srcSet, width, height, ...rest } = withoutTransparentStyle(props);
  const attributes = { ...rest, ...(single ? {} : { srcSet, width, height }) };
  if (preload) {
    // What <Image preload> does: a <link rel="preload"> in <head>, so the file is asked for
    // before the parser reaches the picture. React's server renderer preloads the first few eager
    // pictures it meets by itself; this keeps the largest paint among them whatever the page holds.
    preloadFile(props.src, { as: "image", imageSrcSet: attributes.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  }
  // getImageProps gives alt (required by PictureProps) and every other attribute.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...attributes} />;
}
