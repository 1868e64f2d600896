/**
 * The image input of every image tool: click (or Enter, or Space) to pick a file, drop files on
 * it, or paste an image (Ctrl+V anywhere on the page, unless a text field has the focus). Every
 * file goes through `loadImageFile`, so limits and messages are the same everywhere. Drawn with
 * the shell's colour variables and an icon from icons-svg's SVG files, without antd, so pages
 * drawn with or without antd share it.
 *
 * ```tsx
 * <ImageInput
 *   onLoad={(image) => setImage(image)}          // LoadedImage: file, bitmap, width, height
 *   onError={(error) => setError(error)}         // ToolError; show it with useErrorText
 * />
 * ```
 *
 * - `multiple`: accept several files; `onLoad` is called once per image, in order.
 * - `label` / `hint`: replace the default texts ("Choose, drop or paste an image" and the limits).
 * - `pasteFromPage` (default true): also take images pasted while the focus is elsewhere on the
 *   page. Set it to false on all but one input when a page has several.
 * - `compact`: a one-line button-like zone, for a second input (a logo) or after a first load.
 * - `onBusy`: told when decoding starts and ends (large photos take a moment).
 */
import inboxSvg from '@ant-design/icons-svg/inline-svg/outlined/inbox.svg?raw';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, toToolError } from '../core';
import { IMAGE_MAX_MEGAPIXELS, imageFiles, loadImageFile, type LoadedImage } from './imageFile';
import { lightIcon } from './lightIcon';
import './imageInput.css';

export interface ImageInputProps {
  onLoad: (image: LoadedImage) => void;
  onError: (error: ToolError, file?: File) => void;
  onBusy?: (busy: boolean) => void;
  multiple?: boolean;
  label?: string;
  hint?: string;
  pasteFromPage?: boolean;
  compact?: boolean;
  disabled?: boolean;
  /** For tests and labels: the zone's test id. */
  testId?: string;
}

const InboxOutlined = lightIcon(inboxSvg, 'InboxOutlined');

const ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,image/bmp,image/avif,image/x-icon,.jpg,.jpeg,.png,.webp,.gif,.bmp,.avif,.ico';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement &&
      !['file', 'button', 'radio', 'checkbox', 'range'].includes(target.type))
  );
}

export function ImageInput({
  onLoad,
  onError,
  onBusy,
  multiple = false,
  label,
  hint,
  pasteFromPage = true,
  compact = false,
  disabled = false,
  testId,
}: ImageInputProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  // The latest callbacks, so the page-level paste listener never calls stale ones (updated as the
  // render commits, so a paste right after the page leaves a busy state is not taken as disabled).
  const latest = useRef({ onLoad, onError, onBusy, multiple, disabled });
  useLayoutEffect(() => {
    latest.current = { onLoad, onError, onBusy, multiple, disabled };
  });

  const take = useCallback(async (files: File[], all: File[]) => {
    const { onLoad: load, onError: fail, onBusy: told, multiple: many } = latest.current;
    if (files.length === 0) {
      // Something was dropped, but nothing that looks like an image.
      if (all.length > 0) fail(new ToolError('image.load_failed'), all[0]);
      return;
    }
    setBusy(true);
    told?.(true);
    try {
      for (const file of many ? files : files.slice(0, 1)) {
        try {
          load(await loadImageFile(file));
        } catch (error) {
          fail(toToolError(error), file);
        }
      }
    } finally {
      setBusy(false);
      latest.current.onBusy?.(false);
    }
  }, []);

  useEffect(() => {
    if (!pasteFromPage) return;
    const onPaste = (event: globalThis.ClipboardEvent) => {
      if (latest.current.disabled || event.defaultPrevented || isEditable(event.target)) return;
      const files = imageFiles(event.clipboardData?.files);
      if (files.length === 0) return;
      event.preventDefault();
      void take(files, files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [pasteFromPage, take]);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const all = Array.from(event.dataTransfer.files);
    void take(imageFiles(all), all);
  }

  function onZonePaste(event: ClipboardEvent) {
    if (disabled || pasteFromPage) return; // the page-level listener handles it
    const files = imageFiles(event.clipboardData.files);
    if (files.length === 0) return;
    event.preventDefault();
    void take(files, files);
  }

  const text = label ?? t(multiple ? 'imageInput.labelMany' : 'imageInput.label');
  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled}
      aria-describedby={hintId}
      aria-busy={busy}
      data-testid={testId}
      className={`light-image-input${compact ? ' light-image-input-compact' : ''}${over ? ' light-image-input-over' : ''}`}
      onClick={(e) => {
        // The file input's own click bubbles up here: do not open the dialog twice.
        if (!disabled && e.target !== input.current) input.current?.click();
      }}
      onKeyDown={(e) => {
        if (!disabled && (e.key === 'Enter' || e.key === ' ')) {
          e.preventDefault();
          input.current?.click();
        }
      }}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      onPaste={onZonePaste}
    >
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        hidden
        aria-label={text}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = ''; // choosing the same file again still fires a change
          void take(files, files);
        }}
      />
      <span className="light-image-input-icon" aria-hidden>
        {busy ? <span className="spinner light-image-input-spinner" /> : <InboxOutlined />}
      </span>
      <span className="light-image-input-text">
        <strong>{busy ? t('imageInput.loading') : text}</strong>
        <span id={hintId} className="light-image-input-hint">
          {hint ?? t('imageInput.hint', { max: IMAGE_MAX_MEGAPIXELS })}
        </span>
      </span>
    </div>
  );
}
