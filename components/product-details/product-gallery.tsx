"use client";

import { Picture } from "@/components/ui/picture";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { colourPictures } from "@/lib/catalog/colour-pictures";
import { useProductChoice } from "./product-choice";

/** Product pictures are drawn 800 x 1000 (4:5); the frame keeps that box so nothing shifts. */
const galleryFrame = "relative aspect-[4/5] w-full overflow-hidden rounded-2xl bg-surface";
/** The main picture's width: the page less the thumbnails on phones, at most 480 px on tablets, about 440 px beside the details from lg up. */
export const gallerySizes = "(min-width: 1280px) 440px, (min-width: 1024px) 32vw, (min-width: 640px) 480px, calc(100vw - 104px)";
/** The thumbnails' column, left of the picture at every width (the picture stays short enough
 *  on phones for the name and price to show near the first screen). */
const thumbColumn = "w-16 shrink-0 sm:w-[5.5rem]";

/**
 * The product's pictures in the colour chosen (useProductChoice; the first colour until the
 * shopper or the URL names another): a main picture and a thumbnail for each. Another colour
 * keeps the view (front or back) the shopper was looking at. On devices that hover, the
 * main picture zooms 2x under the pointer (the zoom point follows it through a CSS variable,
 * inside a frame that clips, so the page never moves). Thumbnails are buttons: Tab and Enter,
 * or the arrow keys, choose a picture. The first picture of the first colour is the page's
 * largest paint.
 */
export function ProductGallery({
  images: ownImages,
  colorImages,
  defaultColour,
  name,
}: {
  images: string[];
  colorImages: Record<string, string[]>;
  /** The colour the server renders (the product's first); its first picture is preloaded. */
  defaultColour: string | null;
  name: string;
}) {
  const colour = useProductChoice()?.choice.color ?? defaultColour;
  const images = colourPictures({ images: ownImages, colorImages }, colour);
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const src = images[selected] ?? images[0];
  const many = images.length > 1;
  const described = colour ? `${name} in ${colour}` : name;
  // Only the picture the stored page shows first is worth fetching from <head>.
  const largestPaint = selected === 0 && colour === defaultColour;

  // Sets the zoom point without a React render: it changes on every pointer move.
  function follow(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType !== "mouse") return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    event.currentTarget.style.setProperty("--zoom-x", `${Math.min(100, Math.max(0, x))}%`);
    event.currentTarget.style.setProperty("--zoom-y", `${Math.min(100, Math.max(0, y))}%`);
  }

  function onThumbKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const edge = event.key === "Home" ? 0 : event.key === "End" ? images.length - 1 : undefined;
    if (step === undefined && edge === undefined) return;
    event.preventDefault();
    const next = edge ?? (selected + (step ?? 0) + images.length) % images.length;
    setSelected(next);
    thumbs.current[next]?.focus();
  }

  if (!src) {
    return (
      <div className={`${galleryFrame} grid place-items-center text-sm text-muted`} data-testid="product-gallery">
        No picture yet
      </div>
    );
  }

  return (
    <div className="flex flex-row-reverse items-stretch gap-2 sm:gap-3" data-testid="product-gallery" data-colour={colour ?? undefined}>
      <div className={`${galleryFrame} group flex-1`} onPointerMove={follow} data-testid="gallery-main">
        <Picture
          key={src}
          src={src}
          alt={many ? `${described}, picture ${selected + 1} of ${images.length}` : described}
          fill
          sizes={gallerySizes}
          // The first picture is the largest paint of the page: fetched early, never lazily.
          preload={largestPaint}
          loading={largestPaint ? undefined : "eager"}
          fetchPriority={selected === 0 ? "high" : undefined}
          className="origin-[var(--zoom-x,50%)_var(--zoom-y,50%)] object-cover transition-transform duration-200 ease-out motion-reduce:transition-none [@media(hover:hover)]:group-hover:scale-200"
        />
      </div>

      {many ? (
        // A column as tall as the picture; more thumbnails than fit scroll inside it.
        <div className={`relative ${thumbColumn}`}>
          <div
            role="group"
            aria-label="Product pictures"
            onKeyDown={onThumbKey}
            className="absolute inset-0 flex flex-col gap-2 overflow-y-auto p-0.5"
          >
            {images.map((image, index) => (
              <button
                key={`${index}-${image}`}
                ref={(node) => {
                  thumbs.current[index] = node;
                }}
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                className={`relative aspect-[4/5] w-full shrink-0 overflow-hidden rounded-xl bg-surface ring-2 transition-shadow ${
                  index === selected ? "ring-brand-700" : "ring-transparent hover:ring-brand-200"
                }`}
              >
                <Picture src={image} alt="" width={88} height={110} className="size-full object-cover" />
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
