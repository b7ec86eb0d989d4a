import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { trapTab } from '../dialog/focus-trap.ts';
import './image-viewer.css';

/** `name`, when given, shows under the picture as text */
export type ViewerImage = { src: string; alt: string; name?: string };

export type ImageViewerProps = {
  images: readonly ViewerImage[];
  /** the image shown; the viewer renders nothing when it is out of range */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  labels: { close: string; prev: string; next: string };
  /** where to portal; defaults to document.body (a widget passes its shadow root) */
  container?: Element | DocumentFragment;
};

/** A full-size image overlay above everything (spec §9: z-index 99999): Escape closes, arrow keys page. */
export function ImageViewer({ images, index, onIndexChange, onClose, labels, container }: ImageViewerProps) {
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const image = images[index];
  const open = image !== undefined;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!image) return null;
  const hasPrev = index > 0;
  const hasNext = index < images.length - 1;

  // the viewer is the top layer: its keys go nowhere else (not to a dialog it was opened from)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      onClose();
    } else if (event.key === 'ArrowLeft' && hasPrev) {
      event.preventDefault();
      onIndexChange(index - 1);
    } else if (event.key === 'ArrowRight' && hasNext) {
      event.preventDefault();
      onIndexChange(index + 1);
    } else if (root.current) {
      trapTab(event.nativeEvent, root.current);
    }
  };

  return createPortal(
    <div
      ref={root}
      className="lc-image-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={image.alt}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <img className="lc-image-viewer__image" src={image.src} alt={image.alt} />
      {(image.name || images.length > 1) && (
        <p className="lc-image-viewer__caption" aria-live="polite">
          {image.name && <span className="lc-image-viewer__name">{image.name}</span>}
          {images.length > 1 && <span className="lc-image-viewer__counter">{index + 1} / {images.length}</span>}
        </p>
      )}
      <button ref={closeButton} type="button" className="lc-image-viewer__button lc-image-viewer__close" aria-label={labels.close} onClick={onClose}>
        <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true"><path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" /></svg>
      </button>
      {images.length > 1 && (
        <>
          <button
            type="button"
            className="lc-image-viewer__button lc-image-viewer__prev"
            aria-label={labels.prev}
            disabled={!hasPrev}
            onClick={() => onIndexChange(index - 1)}
          >
            <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true"><path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" /></svg>
          </button>
          <button
            type="button"
            className="lc-image-viewer__button lc-image-viewer__next"
            aria-label={labels.next}
            disabled={!hasNext}
            onClick={() => onIndexChange(index + 1)}
          >
            <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true"><path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" /></svg>
          </button>
        </>
      )}
    </div>,
    container ?? document.body,
  );
}
