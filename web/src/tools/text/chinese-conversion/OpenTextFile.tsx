/**
 * A button that reads a text file chosen by the user (nothing is uploaded anywhere), in
 * whatever encoding it was saved: UTF-8, UTF-16 with a byte-order mark, or a legacy one such
 * as GBK/GB18030 (Windows Notepad's old default), Big5 or Shift_JIS, detected by the core.
 * It opens with a click, Enter or Space (it is a real button).
 */
import folderOpenSvg from '@ant-design/icons-svg/inline-svg/outlined/folder-open.svg?raw';
import { useRef } from 'react';
import { MAX_TEXT_LENGTH, ToolError, detectTextEncoding, toToolError } from '../../../core';
import { lightIcon } from '../../../shared/lightIcon';

const FolderOpenOutlined = lightIcon(folderOpenSvg, 'FolderOpenOutlined');

interface Props {
  label: string;
  /** The text and the encoding it was read in (`UTF-8`, `GBK`, `Big5` …). */
  onText: (text: string, encoding: string) => void;
  onError: (error: ToolError) => void;
}

/** Reads `file` as text; exported for the tests of the decoding. */
export async function readTextFile(file: Blob): Promise<{ text: string; encoding: string }> {
  // UTF-8 takes at most 4 bytes a character: anything larger than this is surely too long.
  if (file.size > MAX_TEXT_LENGTH * 4) {
    throw new ToolError('common.too_large', { max: String(MAX_TEXT_LENGTH) });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const encoding = await detectTextEncoding(bytes);
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new ToolError('textfile.not_text');
  }
  if (text.length > MAX_TEXT_LENGTH) {
    throw new ToolError('common.too_large', { max: String(MAX_TEXT_LENGTH) });
  }
  return { text, encoding };
}

export function OpenTextFile({ label, onText, onError }: Props) {
  const input = useRef<HTMLInputElement>(null);

  async function read(file: File) {
    try {
      const { text, encoding } = await readTextFile(file);
      onText(text, encoding);
    } catch (e) {
      onError(toToolError(e));
    }
  }

  return (
    <>
      <button type="button" className="button" onClick={() => input.current?.click()}>
        <FolderOpenOutlined aria-hidden />
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept=".txt,.csv,.md,text/plain"
        hidden
        data-testid="zh-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void read(file);
        }}
      />
    </>
  );
}
