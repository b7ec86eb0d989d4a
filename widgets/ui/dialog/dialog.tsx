import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { focusableWithin, trapTab } from './focus-trap.ts';
import './dialog.css';

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** width in px (spec sizes: 420, 800, 840, 940, 1271) */
  width?: number;
  onClose: () => void;
  closeOnEscape?: boolean;
  closeOnBackdrop?: boolean;
  showClose?: boolean;
  /** the × button's name; '关闭' (common.close) unless given */
  closeLabel?: string;
  /** where to portal; defaults to document.body (a widget passes its shadow root) */
  container?: Element | DocumentFragment;
  role?: 'dialog' | 'alertdialog';
  className?: string;
};

/** The focused element, also inside shadow roots (a widget's element is document.activeElement). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active as HTMLElement | null;
}

/** Modal dialog: traps focus, closes on Escape unless told not to, restores focus on close. */
export function Dialog(props: DialogProps) {
  const { open, title, children, footer, width = 480, onClose, closeOnEscape = true, closeOnBackdrop = false, showClose = true } = props;
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const t = useStore($t);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = deepActiveElement();
    const root = panel.current;
    if (root) (focusableWithin(root).find((el) => el.dataset.autofocus !== undefined) ?? focusableWithin(root)[0] ?? root).focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    // React bubbles portalled events through the component tree: keys pressed in a dialog opened from another
    // dialog must not reach the outer one's focus trap or Escape handler.
    event.stopPropagation();
    if (event.key === 'Escape') {
      if (closeOnEscape) onCloseRef.current();
      return;
    }
    if (panel.current) trapTab(event.nativeEvent, panel.current);
  };

  return createPortal(
    <div
      className="lc-dialog-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={`lc-dialog ${props.className ?? ''}`}
        part="dialog"
        role={props.role ?? 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ width: `min(${width}px, calc(100vw - 32px))` }}
        onKeyDown={onKeyDown}
      >
        <div className="lc-dialog__header">
          <h2 id={titleId} className="lc-dialog__title">{title}</h2>
          {showClose && (
            <button type="button" className="lc-dialog__close" aria-label={props.closeLabel ?? t('common.close')} onClick={onClose}>
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" /></svg>
            </button>
          )}
        </div>
        <div className="lc-dialog__body">{children}</div>
        {footer && <div className="lc-dialog__footer">{footer}</div>}
      </div>
    </div>,
    props.container ?? document.body,
  );
}
